CREATE TABLE "rollup_block_content_types" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"span" smallint NOT NULL,
	"start" date NOT NULL,
	"engine" text NOT NULL,
	"prompt_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"citations" integer NOT NULL,
	CONSTRAINT "rollup_block_content_types_project_id_span_start_engine_prompt_id_content_type_pk" PRIMARY KEY("project_id","span","start","engine","prompt_id","content_type")
);
--> statement-breakpoint
CREATE TABLE "rollup_content_types" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"prompt_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"citations" integer NOT NULL,
	CONSTRAINT "rollup_content_types_project_id_day_engine_prompt_id_content_type_pk" PRIMARY KEY("project_id","day","engine","prompt_id","content_type")
);
--> statement-breakpoint
CREATE TABLE "rollup_daily_content_types" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"content_type" text NOT NULL,
	"citations" integer NOT NULL,
	CONSTRAINT "rollup_daily_content_types_project_id_day_engine_content_type_pk" PRIMARY KEY("project_id","day","engine","content_type")
);
--> statement-breakpoint
ALTER TABLE "rollup_block_content_types" ADD CONSTRAINT "rollup_block_content_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_block_content_types" ADD CONSTRAINT "rollup_block_content_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_block_content_types" ADD CONSTRAINT "rollup_block_content_types_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_content_types" ADD CONSTRAINT "rollup_content_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_content_types" ADD CONSTRAINT "rollup_content_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_content_types" ADD CONSTRAINT "rollup_content_types_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_daily_content_types" ADD CONSTRAINT "rollup_daily_content_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_daily_content_types" ADD CONSTRAINT "rollup_daily_content_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rollup_block_content_types_prompt_idx" ON "rollup_block_content_types" USING btree ("prompt_id","span","start");--> statement-breakpoint
CREATE INDEX "rollup_content_types_prompt_day_idx" ON "rollup_content_types" USING btree ("prompt_id","day");--> statement-breakpoint
CREATE INDEX "source_urls_corrected_idx" ON "source_urls" USING btree ("project_id","normalized_url") WHERE "source_urls"."content_type_override" is not null;--> statement-breakpoint
ALTER TABLE "rollup_block_content_types" SET (fillfactor = 50);--> statement-breakpoint
INSERT INTO "rollup_content_types" SELECT ci."organization_id", ci."project_id", ci."day", ci."engine", ci."prompt_id", coalesce(su."content_type_override", ci."content_type"), count(*) FROM "citations" ci JOIN "chats" c ON c."id" = ci."chat_id" AND c."status" = 'ok' LEFT JOIN "source_urls" su ON su."project_id" = ci."project_id" AND su."normalized_url" = ci."normalized_url" AND su."content_type_override" IS NOT NULL WHERE EXISTS (SELECT 1 FROM "chat_analyses" a WHERE a."chat_id" = c."id") GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "rollup_daily_content_types" SELECT "organization_id", "project_id", "day", "engine", "content_type", sum("citations") FROM "rollup_content_types" GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "rollup_block_content_types" SELECT r."organization_id", r."project_id", s."span", r."day" - (r."day" - date '1970-01-01') % s."span", r."engine", r."prompt_id", r."content_type", sum(r."citations") FROM "rollup_content_types" r CROSS JOIN (VALUES (4), (16), (64), (256)) s("span") GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 2, 3, 4, 5, 6, 7;--> statement-breakpoint
ANALYZE "rollup_content_types";--> statement-breakpoint
ANALYZE "rollup_daily_content_types";--> statement-breakpoint
ANALYZE "rollup_block_content_types";
