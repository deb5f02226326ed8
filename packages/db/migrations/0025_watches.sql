CREATE TABLE "watch_hits" (
	"watch_id" bigint NOT NULL,
	"chat_id" bigint NOT NULL,
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	CONSTRAINT "watch_hits_watch_id_chat_id_pk" PRIMARY KEY("watch_id","chat_id")
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"engines" text[] DEFAULT '{}' NOT NULL,
	"match_version" integer DEFAULT 1 NOT NULL,
	"counted_version" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	CONSTRAINT "watches_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "watches_kind" CHECK ("watches"."kind" in ('domain', 'url', 'keyword', 'brand')),
	CONSTRAINT "watches_target_not_blank" CHECK (length(btrim("watches"."target")) > 0)
);
--> statement-breakpoint
ALTER TABLE "watch_hits" ADD CONSTRAINT "watch_hits_watch_id_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."watches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_hits" ADD CONSTRAINT "watch_hits_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_hits" ADD CONSTRAINT "watch_hits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_hits" ADD CONSTRAINT "watch_hits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_hits_watch_day_idx" ON "watch_hits" USING btree ("watch_id","day");--> statement-breakpoint
CREATE INDEX "watch_hits_chat_id_idx" ON "watch_hits" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "watches_project_id_idx" ON "watches" USING btree ("project_id");