CREATE TABLE "budget_notices" (
	"project_id" bigint NOT NULL,
	"month" text NOT NULL,
	"organization_id" bigint NOT NULL,
	"budget" double precision NOT NULL,
	"month_cost" double precision NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budget_notices_project_id_month_pk" PRIMARY KEY("project_id","month")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "monthly_budget" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "budget_notices" ADD CONSTRAINT "budget_notices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_notices" ADD CONSTRAINT "budget_notices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_monthly_budget_positive" CHECK ("projects"."monthly_budget" > 0);