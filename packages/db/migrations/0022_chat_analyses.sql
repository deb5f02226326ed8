CREATE TABLE "chat_analyses" (
	"chat_id" bigint PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"analysis_key" text NOT NULL,
	"facts_hash" text
) WITH (fillfactor = 50);
--> statement-breakpoint
-- The analysed chats' keys move over (facts hash unknown: their next re-analysis rewrites their facts once).
INSERT INTO "chat_analyses" ("chat_id", "organization_id", "project_id", "analysis_key")
  SELECT "id", "organization_id", "project_id", "analysis_key" FROM "chats" WHERE "analysis_key" IS NOT NULL;
--> statement-breakpoint
DROP INDEX "chats_project_analysis_key_idx";--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "parser_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_analyses" ADD CONSTRAINT "chat_analyses_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_analyses" ADD CONSTRAINT "chat_analyses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_analyses" ADD CONSTRAINT "chat_analyses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;