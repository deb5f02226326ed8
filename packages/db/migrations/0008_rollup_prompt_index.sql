CREATE INDEX "rollup_answers_prompt_day_idx" ON "rollup_answers" USING btree ("prompt_id","day");--> statement-breakpoint
CREATE INDEX "rollup_brands_prompt_day_idx" ON "rollup_brands" USING btree ("prompt_id","day");--> statement-breakpoint
CREATE INDEX "rollup_domains_prompt_day_idx" ON "rollup_domains" USING btree ("prompt_id","day");