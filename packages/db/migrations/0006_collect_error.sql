ALTER TABLE "collects" ADD COLUMN "error" text;--> statement-breakpoint
CREATE INDEX "collects_organization_created_idx" ON "collects" USING btree ("organization_id","created_at");