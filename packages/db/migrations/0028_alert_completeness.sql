ALTER TABLE "alert_events" ADD COLUMN "mailed_user_ids" bigint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_events" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_events" ADD COLUMN "withdrawn_facts" jsonb;--> statement-breakpoint
ALTER TABLE "alert_rules" ADD COLUMN "last_check" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "alert_rule_id" bigint;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "alert_day" date;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_alert_fk" FOREIGN KEY ("alert_rule_id","alert_day") REFERENCES "public"."alert_events"("rule_id","day") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_events_project_day_idx" ON "alert_events" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "notifications_alert_idx" ON "notifications" USING btree ("alert_rule_id","alert_day");