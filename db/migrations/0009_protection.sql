CREATE TABLE "organiser_passes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_teams" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "approve_public_names" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "premoderate_comments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Teams enrolled before approval existed were already public: they stay approved.
UPDATE "league_teams" SET "approved_at" = "created_at" WHERE "approved_at" IS NULL;
