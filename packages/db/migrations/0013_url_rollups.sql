CREATE TABLE "rollup_daily_urls" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"normalized_url" text NOT NULL,
	"domain" text NOT NULL,
	"citations" integer NOT NULL,
	"answers_citing" integer NOT NULL,
	"first_position_sum" integer NOT NULL,
	"impression" double precision NOT NULL,
	"answers_citing_brand" integer NOT NULL,
	"answers_citing_competitor" integer NOT NULL,
	CONSTRAINT "rollup_daily_urls_project_id_day_engine_normalized_url_pk" PRIMARY KEY("project_id","day","engine","normalized_url")
);
--> statement-breakpoint
CREATE TABLE "rollup_monthly_urls" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"month" date NOT NULL,
	"engine" text NOT NULL,
	"normalized_url" text NOT NULL,
	"domain" text NOT NULL,
	"citations" integer NOT NULL,
	"answers_citing" integer NOT NULL,
	"first_position_sum" integer NOT NULL,
	"impression" double precision NOT NULL,
	"answers_citing_brand" integer NOT NULL,
	"answers_citing_competitor" integer NOT NULL,
	CONSTRAINT "rollup_monthly_urls_project_id_month_engine_normalized_url_pk" PRIMARY KEY("project_id","month","engine","normalized_url")
);
--> statement-breakpoint
CREATE TABLE "rollup_urls" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"prompt_id" bigint NOT NULL,
	"normalized_url" text NOT NULL,
	"domain" text NOT NULL,
	"citations" integer NOT NULL,
	"answers_citing" integer NOT NULL,
	"first_position_sum" integer NOT NULL,
	"impression" double precision NOT NULL,
	"answers_citing_brand" integer NOT NULL,
	"answers_citing_competitor" integer NOT NULL,
	CONSTRAINT "rollup_urls_project_id_day_engine_prompt_id_normalized_url_pk" PRIMARY KEY("project_id","day","engine","prompt_id","normalized_url")
);
--> statement-breakpoint
ALTER TABLE "rollup_daily_urls" ADD CONSTRAINT "rollup_daily_urls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_daily_urls" ADD CONSTRAINT "rollup_daily_urls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_monthly_urls" ADD CONSTRAINT "rollup_monthly_urls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_monthly_urls" ADD CONSTRAINT "rollup_monthly_urls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_urls" ADD CONSTRAINT "rollup_urls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_urls" ADD CONSTRAINT "rollup_urls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_urls" ADD CONSTRAINT "rollup_urls_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rollup_daily_urls_domain_idx" ON "rollup_daily_urls" USING btree ("project_id","domain","day");--> statement-breakpoint
CREATE INDEX "rollup_urls_prompt_day_idx" ON "rollup_urls" USING btree ("prompt_id","day");--> statement-breakpoint
INSERT INTO "rollup_urls" SELECT u."organization_id", u."project_id", u."day", u."engine", u."prompt_id", u."normalized_url", max(u."domain"), sum(u."citations"), count(*), sum(u."first_position"), sum(u."impression"), count(*) FILTER (WHERE u."brand"), count(*) FILTER (WHERE u."competitor") FROM (SELECT ci."organization_id", ci."project_id", ci."day", ci."engine", ci."prompt_id", ci."chat_id", ci."normalized_url", max(ci."domain") AS "domain", count(*) AS "citations", min(ci."position") AS "first_position", sum(ci."impression") AS "impression", bool_or(coalesce(fl."brand", false)) AS "brand", bool_or(coalesce(fl."competitor", false)) AS "competitor" FROM "citations" ci JOIN "chats" c ON c."id" = ci."chat_id" AND c."status" = 'ok' AND c."analysis_key" IS NOT NULL LEFT JOIN LATERAL (SELECT bool_or(m."brand_key" = 'brand') AS "brand", bool_or(m."brand_key" <> 'brand') AS "competitor" FROM "mentions" m WHERE m."chat_id" = ci."chat_id") fl ON true GROUP BY 1, 2, 3, 4, 5, 6, 7) u GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "rollup_daily_urls" SELECT "organization_id", "project_id", "day", "engine", "normalized_url", max("domain"), sum("citations"), sum("answers_citing"), sum("first_position_sum"), sum("impression"), sum("answers_citing_brand"), sum("answers_citing_competitor") FROM "rollup_urls" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "rollup_monthly_urls" SELECT "organization_id", "project_id", date_trunc('month', "day")::date, "engine", "normalized_url", max("domain"), sum("citations"), sum("answers_citing"), sum("first_position_sum"), sum("impression"), sum("answers_citing_brand"), sum("answers_citing_competitor") FROM "rollup_daily_urls" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
ANALYZE "rollup_urls";--> statement-breakpoint
ANALYZE "rollup_daily_urls";--> statement-breakpoint
ANALYZE "rollup_monthly_urls";
