CREATE TABLE "rollup_block_answers" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"span" smallint NOT NULL,
	"start" date NOT NULL,
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
	CONSTRAINT "rollup_block_answers_project_id_span_start_engine_prompt_id_pk" PRIMARY KEY("project_id","span","start","engine","prompt_id")
);
--> statement-breakpoint
CREATE TABLE "rollup_block_brands" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"span" smallint NOT NULL,
	"start" date NOT NULL,
	"engine" text NOT NULL,
	"prompt_id" bigint NOT NULL,
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
	CONSTRAINT "rollup_block_brands_project_id_span_start_engine_prompt_id_brand_key_pk" PRIMARY KEY("project_id","span","start","engine","prompt_id","brand_key")
);
--> statement-breakpoint
ALTER TABLE "rollup_block_answers" ADD CONSTRAINT "rollup_block_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_block_answers" ADD CONSTRAINT "rollup_block_answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_block_answers" ADD CONSTRAINT "rollup_block_answers_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_block_brands" ADD CONSTRAINT "rollup_block_brands_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_block_brands" ADD CONSTRAINT "rollup_block_brands_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_block_brands" ADD CONSTRAINT "rollup_block_brands_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rollup_block_answers_prompt_idx" ON "rollup_block_answers" USING btree ("prompt_id");--> statement-breakpoint
CREATE INDEX "rollup_block_brands_prompt_idx" ON "rollup_block_brands" USING btree ("prompt_id");--> statement-breakpoint
ALTER TABLE "rollup_block_answers" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "rollup_block_brands" SET (fillfactor = 50);--> statement-breakpoint
INSERT INTO "rollup_block_answers" SELECT r."organization_id", r."project_id", s."span", r."day" - (r."day" - date '1970-01-01') % s."span", r."engine", r."prompt_id", sum(r."answers"), sum(r."no_answers"), sum(r."answers_with_citations"), sum(r."answers_citing_owned"), sum(r."citations"), sum(r."owned_citations"), sum(r."impression"), sum(r."owned_impression") FROM "rollup_answers" r CROSS JOIN (VALUES (4), (16), (64), (256)) s("span") GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "rollup_block_brands" SELECT r."organization_id", r."project_id", s."span", r."day" - (r."day" - date '1970-01-01') % s."span", r."engine", r."prompt_id", r."brand_key", sum(r."answers_mentioning"), sum(r."mentions"), sum(r."rank_sum"), sum(r."rank1"), sum(r."sentiment_sum"::double precision), sum(r."positive"), sum(r."neutral"), sum(r."negative"), sum(r."top_third"), sum(r."middle_third"), sum(r."bottom_third") FROM "rollup_brands" r CROSS JOIN (VALUES (4), (16), (64), (256)) s("span") GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 2, 3, 4, 5, 6, 7;--> statement-breakpoint
ANALYZE "rollup_block_answers";--> statement-breakpoint
ANALYZE "rollup_block_brands";
