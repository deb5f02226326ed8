CREATE TABLE "rollup_monthly_domains" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"month" date NOT NULL,
	"engine" text NOT NULL,
	"domain" text NOT NULL,
	"source_type" text NOT NULL,
	"citations" integer NOT NULL,
	"answers_citing" integer NOT NULL,
	"first_position_sum" integer NOT NULL,
	"impression" double precision NOT NULL,
	CONSTRAINT "rollup_monthly_domains_project_id_month_engine_domain_pk" PRIMARY KEY("project_id","month","engine","domain")
);
--> statement-breakpoint
ALTER TABLE "rollup_monthly_domains" ADD CONSTRAINT "rollup_monthly_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_monthly_domains" ADD CONSTRAINT "rollup_monthly_domains_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "rollup_monthly_domains" SELECT "organization_id", "project_id", date_trunc('month', "day")::date, "engine", "domain", max("source_type"), sum("citations"), sum("answers_citing"), sum("first_position_sum"), sum("impression") FROM "rollup_daily_domains" GROUP BY "organization_id", "project_id", date_trunc('month', "day")::date, "engine", "domain";--> statement-breakpoint
ANALYZE "rollup_monthly_domains";
