ALTER TABLE "chats" ADD COLUMN "search_queries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "retrieved" jsonb DEFAULT '[]'::jsonb NOT NULL;