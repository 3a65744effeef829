ALTER TABLE "competitions" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "points_win" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "points_draw" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "points_loss" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "tie_breaks" text[] DEFAULT '{difference,scored,fewest-against,head-to-head}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_category" CHECK ("competitions"."category" is null or "competitions"."category" in ('masculino', 'femenino', 'mixto'));--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_points" CHECK ("competitions"."points_win" between 0 and 10 and "competitions"."points_draw" between 0 and 10 and "competitions"."points_loss" between 0 and 10);--> statement-breakpoint
-- The category of the competitions that exist, from the end of their URL (the seed's six: "futbol-masculino", "voleibol-mixto"…).
UPDATE "competitions" SET "category" = substring("slug" from '-(masculino|femenino|mixto)$') WHERE "category" IS NULL;
