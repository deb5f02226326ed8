CREATE TYPE "public"."chat_status" AS ENUM('ok', 'no_answer');--> statement-breakpoint
CREATE TYPE "public"."collect_status" AS ENUM('scheduled', 'running', 'completed', 'partial', 'failed');--> statement-breakpoint
CREATE TYPE "public"."collect_trigger" AS ENUM('schedule', 'manual', 'backfill');--> statement-breakpoint
CREATE TYPE "public"."run_status" AS ENUM('queued', 'running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "chats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"run_id" bigint NOT NULL,
	"collect_id" bigint NOT NULL,
	"prompt_id" bigint NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"prompt_text" text NOT NULL,
	"answer" text NOT NULL,
	"source_citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raw" jsonb,
	"status" "chat_status" NOT NULL,
	"latency_ms" integer DEFAULT 0 NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"cost" double precision,
	"collected_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"analysis_key" text,
	CONSTRAINT "chats_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "chats_run_id_unique" UNIQUE("run_id")
);
--> statement-breakpoint
CREATE TABLE "collects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"trigger" "collect_trigger" NOT NULL,
	"status" "collect_status" DEFAULT 'scheduled' NOT NULL,
	"planned" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"cost" double precision DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "collects_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "collects_project_key_unique" UNIQUE("project_id","key")
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"collect_id" bigint NOT NULL,
	"prompt_id" bigint NOT NULL,
	"engine" text NOT NULL,
	"sample_index" integer NOT NULL,
	"status" "run_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_kind" text,
	"error" text,
	"cost" double precision DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "runs_collect_prompt_engine_sample_unique" UNIQUE("collect_id","prompt_id","engine","sample_index")
);
--> statement-breakpoint
CREATE TABLE "engine_connections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_id" bigint NOT NULL,
	"engine" text NOT NULL,
	"api_key_encrypted" text,
	"api_key_last4" text,
	"base_url" text,
	"model" text,
	CONSTRAINT "engine_connections_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "engine_connections_organization_engine_unique" UNIQUE("organization_id","engine"),
	CONSTRAINT "engine_connections_engine_known" CHECK ("engine_connections"."engine" in ('chatgpt', 'perplexity', 'gemini', 'claude', 'google-aio', 'google-ai-mode', 'openai-compatible', 'simulated'))
);
--> statement-breakpoint
CREATE TABLE "aspect_mentions" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"chat_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"prompt_id" bigint NOT NULL,
	"item_key" text NOT NULL,
	"brand_key" text NOT NULL,
	"sentiment" real NOT NULL,
	CONSTRAINT "aspect_mentions_chat_id_item_key_brand_key_pk" PRIMARY KEY("chat_id","item_key","brand_key")
);
--> statement-breakpoint
CREATE TABLE "citations" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"chat_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"prompt_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"normalized_url" text NOT NULL,
	"domain" text NOT NULL,
	"title" text,
	"start_index" integer,
	"end_index" integer,
	"source_type" text NOT NULL,
	"content_type" text NOT NULL,
	"competitor_key" text,
	"impression" real NOT NULL,
	"extracted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "citations_chat_id_position_pk" PRIMARY KEY("chat_id","position")
);
--> statement-breakpoint
CREATE TABLE "mentions" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"chat_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"prompt_id" bigint NOT NULL,
	"brand_key" text NOT NULL,
	"first_offset" integer NOT NULL,
	"count" integer NOT NULL,
	"rank" integer NOT NULL,
	"relative_position" real NOT NULL,
	"sentiment" real NOT NULL,
	"snippet" text NOT NULL,
	CONSTRAINT "mentions_chat_id_brand_key_pk" PRIMARY KEY("chat_id","brand_key")
);
--> statement-breakpoint
CREATE TABLE "source_domains" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"source_type" text NOT NULL,
	"source_type_override" text,
	"first_seen" date NOT NULL,
	"last_seen" date NOT NULL,
	CONSTRAINT "source_domains_project_id_domain_pk" PRIMARY KEY("project_id","domain")
);
--> statement-breakpoint
CREATE TABLE "source_urls" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"normalized_url" text NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"title" text,
	"content_type" text NOT NULL,
	"first_seen" date NOT NULL,
	"last_seen" date NOT NULL,
	CONSTRAINT "source_urls_project_id_normalized_url_pk" PRIMARY KEY("project_id","normalized_url")
);
--> statement-breakpoint
CREATE TABLE "rollup_answers" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"prompt_id" bigint NOT NULL,
	"answers" integer NOT NULL,
	"no_answers" integer NOT NULL,
	"answers_with_citations" integer NOT NULL,
	"answers_citing_owned" integer NOT NULL,
	"citations" integer NOT NULL,
	"owned_citations" integer NOT NULL,
	"impression" double precision NOT NULL,
	"owned_impression" double precision NOT NULL,
	CONSTRAINT "rollup_answers_project_id_day_engine_prompt_id_pk" PRIMARY KEY("project_id","day","engine","prompt_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_brands" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"prompt_id" bigint NOT NULL,
	"brand_key" text NOT NULL,
	"answers_mentioning" integer NOT NULL,
	"mentions" integer NOT NULL,
	"rank_sum" integer NOT NULL,
	"rank1" integer NOT NULL,
	"sentiment_sum" real NOT NULL,
	"positive" integer NOT NULL,
	"neutral" integer NOT NULL,
	"negative" integer NOT NULL,
	"top_third" integer NOT NULL,
	"middle_third" integer NOT NULL,
	"bottom_third" integer NOT NULL,
	CONSTRAINT "rollup_brands_project_id_day_engine_prompt_id_brand_key_pk" PRIMARY KEY("project_id","day","engine","prompt_id","brand_key")
);
--> statement-breakpoint
CREATE TABLE "rollup_domains" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"prompt_id" bigint NOT NULL,
	"domain" text NOT NULL,
	"source_type" text NOT NULL,
	"citations" integer NOT NULL,
	"answers_citing" integer NOT NULL,
	"first_position_sum" integer NOT NULL,
	"impression" double precision NOT NULL,
	CONSTRAINT "rollup_domains_project_id_day_engine_prompt_id_domain_pk" PRIMARY KEY("project_id","day","engine","prompt_id","domain")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_collect_id_collects_id_fk" FOREIGN KEY ("collect_id") REFERENCES "public"."collects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collects" ADD CONSTRAINT "collects_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collects" ADD CONSTRAINT "collects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_collect_id_collects_id_fk" FOREIGN KEY ("collect_id") REFERENCES "public"."collects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_connections" ADD CONSTRAINT "engine_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspect_mentions" ADD CONSTRAINT "aspect_mentions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspect_mentions" ADD CONSTRAINT "aspect_mentions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspect_mentions" ADD CONSTRAINT "aspect_mentions_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "citations" ADD CONSTRAINT "citations_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentions" ADD CONSTRAINT "mentions_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_domains" ADD CONSTRAINT "source_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_domains" ADD CONSTRAINT "source_domains_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_urls" ADD CONSTRAINT "source_urls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_urls" ADD CONSTRAINT "source_urls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_answers" ADD CONSTRAINT "rollup_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_answers" ADD CONSTRAINT "rollup_answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_brands" ADD CONSTRAINT "rollup_brands_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_brands" ADD CONSTRAINT "rollup_brands_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_domains" ADD CONSTRAINT "rollup_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_domains" ADD CONSTRAINT "rollup_domains_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_project_day_idx" ON "chats" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "chats_project_analysis_key_idx" ON "chats" USING btree ("project_id","analysis_key");--> statement-breakpoint
CREATE INDEX "collects_project_day_idx" ON "collects" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "runs_collect_status_idx" ON "runs" USING btree ("collect_id","status");--> statement-breakpoint
CREATE INDEX "aspect_mentions_project_day_idx" ON "aspect_mentions" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "citations_project_day_idx" ON "citations" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "citations_project_domain_idx" ON "citations" USING btree ("project_id","domain");--> statement-breakpoint
CREATE INDEX "mentions_project_day_idx" ON "mentions" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "source_urls_project_domain_idx" ON "source_urls" USING btree ("project_id","domain");