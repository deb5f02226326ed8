CREATE TABLE "sentiment_judge_settings" (
	"organization_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sentiment_judge_settings_engine_known" CHECK ("sentiment_judge_settings"."engine" in ('chatgpt', 'openai-compatible'))
);
--> statement-breakpoint
CREATE TABLE "sentiment_judgements" (
	"chat_id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"model" text NOT NULL,
	"prompt_version" text NOT NULL,
	"verdict" jsonb NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"cost" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sentiment_judge_settings" ADD CONSTRAINT "sentiment_judge_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_judgements" ADD CONSTRAINT "sentiment_judgements_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_judgements" ADD CONSTRAINT "sentiment_judgements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sentiment_judgements" ADD CONSTRAINT "sentiment_judgements_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sentiment_judgements_project_idx" ON "sentiment_judgements" USING btree ("project_id");