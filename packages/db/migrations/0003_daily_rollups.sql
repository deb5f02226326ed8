CREATE TABLE "rollup_daily_answers" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
	"answers" integer NOT NULL,
	"no_answers" integer NOT NULL,
	"answers_with_citations" integer NOT NULL,
	"answers_citing_owned" integer NOT NULL,
	"citations" integer NOT NULL,
	"owned_citations" integer NOT NULL,
	"impression" double precision NOT NULL,
	"owned_impression" double precision NOT NULL,
	CONSTRAINT "rollup_daily_answers_project_id_day_engine_pk" PRIMARY KEY("project_id","day","engine")
);
--> statement-breakpoint
CREATE TABLE "rollup_daily_brands" (
	"organization_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"day" date NOT NULL,
	"engine" text NOT NULL,
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
	CONSTRAINT "rollup_daily_brands_project_id_day_engine_brand_key_pk" PRIMARY KEY("project_id","day","engine","brand_key")
);
--> statement-breakpoint
ALTER TABLE "rollup_daily_answers" ADD CONSTRAINT "rollup_daily_answers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_daily_answers" ADD CONSTRAINT "rollup_daily_answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_daily_brands" ADD CONSTRAINT "rollup_daily_brands_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_daily_brands" ADD CONSTRAINT "rollup_daily_brands_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DELETE FROM "rollup_answers" WHERE "prompt_id" NOT IN (SELECT "id" FROM "prompts");--> statement-breakpoint
DELETE FROM "rollup_brands" WHERE "prompt_id" NOT IN (SELECT "id" FROM "prompts");--> statement-breakpoint
DELETE FROM "rollup_domains" WHERE "prompt_id" NOT IN (SELECT "id" FROM "prompts");--> statement-breakpoint
ALTER TABLE "rollup_answers" ADD CONSTRAINT "rollup_answers_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_brands" ADD CONSTRAINT "rollup_brands_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rollup_domains" ADD CONSTRAINT "rollup_domains_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "rollup_daily_answers" SELECT "organization_id", "project_id", "day", "engine", sum("answers"), sum("no_answers"), sum("answers_with_citations"), sum("answers_citing_owned"), sum("citations"), sum("owned_citations"), sum("impression"), sum("owned_impression") FROM "rollup_answers" GROUP BY "organization_id", "project_id", "day", "engine";--> statement-breakpoint
INSERT INTO "rollup_daily_brands" SELECT "organization_id", "project_id", "day", "engine", "brand_key", sum("answers_mentioning"), sum("mentions"), sum("rank_sum"), sum("rank1"), sum("sentiment_sum"), sum("positive"), sum("neutral"), sum("negative"), sum("top_third"), sum("middle_third"), sum("bottom_third") FROM "rollup_brands" GROUP BY "organization_id", "project_id", "day", "engine", "brand_key";
