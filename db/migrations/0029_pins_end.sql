ALTER TABLE "news_items" ADD COLUMN "pinned_until" text;--> statement-breakpoint
-- Issue 47: an item pinned before this release stays on top a month from its own date (last year's
-- pins no longer bury the new year's news).
UPDATE "news_items" SET "pinned_until" = to_char(("date")::date + 30, 'YYYY-MM-DD') WHERE "pinned";
