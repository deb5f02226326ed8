CREATE TABLE "rollup_segment_urls" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"segment_id" bigint NOT NULL,
	"normalized_url" text NOT NULL,
	"domain" text NOT NULL,
	"citations" integer NOT NULL,
	"answers_citing" integer NOT NULL,
	"first_position_sum" integer NOT NULL,
	"impression" double precision NOT NULL,
	"answers_citing_brand" integer NOT NULL,
	"answers_citing_competitor" integer NOT NULL,
	CONSTRAINT "rollup_segment_urls_segment_id_day_engine_normalized_url_pk" PRIMARY KEY("segment_id","day","engine","normalized_url")
);
--> statement-breakpoint
ALTER TABLE "rollup_segment_urls" ADD CONSTRAINT "rollup_segment_urls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_urls" ADD CONSTRAINT "rollup_segment_urls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_urls" ADD CONSTRAINT "rollup_segment_urls_segment_id_rollup_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."rollup_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "rollup_segment_urls" SELECT r."organization_id", r."project_id", r."day", r."engine", s."id", r."normalized_url", max(r."domain"), sum(r."citations"), sum(r."answers_citing"), sum(r."first_position_sum"), sum(r."impression"), sum(r."answers_citing_brand"), sum(r."answers_citing_competitor") FROM "rollup_urls" r JOIN "rollup_segments" s ON s."project_id" = r."project_id" AND r."prompt_id" = ANY(s."prompt_ids") GROUP BY r."organization_id", r."project_id", r."day", r."engine", s."id", r."normalized_url";--> statement-breakpoint
ANALYZE "rollup_segment_urls";
