CREATE TABLE "rollup_segment_block_domains" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"segment_id" bigint NOT NULL,
	"span" smallint NOT NULL,
	"start" date NOT NULL,
	"engine" text NOT NULL,
	"domain" text NOT NULL,
	"source_type" text NOT NULL,
	"citations" integer NOT NULL,
	"answers_citing" integer NOT NULL,
	"first_position_sum" integer NOT NULL,
	"impression" double precision NOT NULL,
	"answers_citing_brand" integer DEFAULT 0 NOT NULL,
	"answers_citing_competitor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rollup_segment_block_domains_segment_id_span_start_engine_domain_pk" PRIMARY KEY("segment_id","span","start","engine","domain")
);
--> statement-breakpoint
CREATE TABLE "rollup_segment_block_urls" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"segment_id" bigint NOT NULL,
	"span" smallint NOT NULL,
	"start" date NOT NULL,
	"engine" text NOT NULL,
	"normalized_url" text NOT NULL,
	"domain" text NOT NULL,
	"citations" integer NOT NULL,
	"answers_citing" integer NOT NULL,
	"first_position_sum" integer NOT NULL,
	"impression" double precision NOT NULL,
	"answers_citing_brand" integer NOT NULL,
	"answers_citing_competitor" integer NOT NULL,
	CONSTRAINT "rollup_segment_block_urls_segment_id_span_start_engine_normalized_url_pk" PRIMARY KEY("segment_id","span","start","engine","normalized_url")
);
--> statement-breakpoint
ALTER TABLE "rollup_segment_block_domains" ADD CONSTRAINT "rollup_segment_block_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_block_domains" ADD CONSTRAINT "rollup_segment_block_domains_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_block_domains" ADD CONSTRAINT "rollup_segment_block_domains_segment_id_rollup_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."rollup_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_block_urls" ADD CONSTRAINT "rollup_segment_block_urls_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_block_urls" ADD CONSTRAINT "rollup_segment_block_urls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_block_urls" ADD CONSTRAINT "rollup_segment_block_urls_segment_id_rollup_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."rollup_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_block_domains" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "rollup_segment_block_urls" SET (fillfactor = 50);--> statement-breakpoint
INSERT INTO "rollup_segment_block_domains" SELECT r."organization_id", r."project_id", r."segment_id", s."span", r."day" - (r."day" - date '1970-01-01') % s."span", r."engine", r."domain", max(r."source_type"), sum(r."citations"), sum(r."answers_citing"), sum(r."first_position_sum"), sum(r."impression"), sum(r."answers_citing_brand"), sum(r."answers_citing_competitor") FROM "rollup_segment_domains" r CROSS JOIN (VALUES (4), (16), (64), (256)) s("span") GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "rollup_segment_block_urls" SELECT r."organization_id", r."project_id", r."segment_id", s."span", r."day" - (r."day" - date '1970-01-01') % s."span", r."engine", r."normalized_url", max(r."domain"), sum(r."citations"), sum(r."answers_citing"), sum(r."first_position_sum"), sum(r."impression"), sum(r."answers_citing_brand"), sum(r."answers_citing_competitor") FROM "rollup_segment_urls" r CROSS JOIN (VALUES (4), (16), (64), (256)) s("span") GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 3, 4, 5, 6, 7;--> statement-breakpoint
ANALYZE "rollup_segment_block_domains";--> statement-breakpoint
ANALYZE "rollup_segment_block_urls";
