ALTER TABLE "rollup_segments" ADD COLUMN "sources" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "rollup_segments" SET "sources" = true;
