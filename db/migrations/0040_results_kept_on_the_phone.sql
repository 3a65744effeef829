ALTER TABLE "match_result_changes" ADD COLUMN "entered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_result_changes" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "match_result_changes" ADD CONSTRAINT "match_result_changes_submission_key" UNIQUE("submission_key");