CREATE TYPE "public"."report_detail" AS ENUM('full', 'simple');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "report_detail" "report_detail" DEFAULT 'full' NOT NULL;