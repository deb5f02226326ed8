CREATE TABLE "rollup_daily_domains" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"domain" text NOT NULL,
	"source_type" text NOT NULL,
	"citations" integer NOT NULL,
	"answers_citing" integer NOT NULL,
	"first_position_sum" integer NOT NULL,
	"impression" double precision NOT NULL,
	CONSTRAINT "rollup_daily_domains_project_id_day_engine_domain_pk" PRIMARY KEY("project_id","day","engine","domain")
);
--> statement-breakpoint
CREATE TABLE "rollup_segment_answers" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"segment_id" bigint NOT NULL,
	"answers" integer NOT NULL,
	"no_answers" integer NOT NULL,
	"answers_with_citations" integer NOT NULL,
	"answers_citing_owned" integer NOT NULL,
	"citations" integer NOT NULL,
	"owned_citations" integer NOT NULL,
	"impression" double precision NOT NULL,
	"owned_impression" double precision NOT NULL,
	CONSTRAINT "rollup_segment_answers_segment_id_day_engine_pk" PRIMARY KEY("segment_id","day","engine")
);
--> statement-breakpoint
CREATE TABLE "rollup_segment_brands" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"segment_id" bigint NOT NULL,
	"brand_key" text NOT NULL,
	"answers_mentioning" integer NOT NULL,
	"mentions" integer NOT NULL,
	"rank_sum" integer NOT NULL,
	"rank1" integer NOT NULL,
	"sentiment_sum" double precision NOT NULL,
	"positive" integer NOT NULL,
	"neutral" integer NOT NULL,
	"negative" integer NOT NULL,
	"top_third" integer NOT NULL,
	"middle_third" integer NOT NULL,
	"bottom_third" integer NOT NULL,
	CONSTRAINT "rollup_segment_brands_segment_id_day_engine_brand_key_pk" PRIMARY KEY("segment_id","day","engine","brand_key")
);
--> statement-breakpoint
CREATE TABLE "rollup_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"filter_key" text NOT NULL,
	"prompt_ids" bigint[] NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_on" date NOT NULL,
	CONSTRAINT "rollup_segments_project_filter_unique" UNIQUE("project_id","filter_key")
);
--> statement-breakpoint
ALTER TABLE "rollup_daily_domains" ADD CONSTRAINT "rollup_daily_domains_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_daily_domains" ADD CONSTRAINT "rollup_daily_domains_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_answers" ADD CONSTRAINT "rollup_segment_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_answers" ADD CONSTRAINT "rollup_segment_answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_answers" ADD CONSTRAINT "rollup_segment_answers_segment_id_rollup_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."rollup_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_brands" ADD CONSTRAINT "rollup_segment_brands_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_brands" ADD CONSTRAINT "rollup_segment_brands_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segment_brands" ADD CONSTRAINT "rollup_segment_brands_segment_id_rollup_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."rollup_segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segments" ADD CONSTRAINT "rollup_segments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_segments" ADD CONSTRAINT "rollup_segments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "rollup_daily_domains" SELECT "organization_id", "project_id", "day", "engine", "domain", max("source_type"), sum("citations"), sum("answers_citing"), sum("first_position_sum"), sum("impression") FROM "rollup_domains" GROUP BY "organization_id", "project_id", "day", "engine", "domain";--> statement-breakpoint
ANALYZE "rollup_daily_domains";
