ALTER TABLE "competitions" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "own_rules" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_variant" CHECK ("competitions"."variant" is null or "competitions"."variant" in ('sala', 'futbol-7', '6x6', '4x4', '2x2', '5x5', '3x3', 'dobles', 'individual'));--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_own_rules" CHECK (length("competitions"."own_rules") <= 2000);