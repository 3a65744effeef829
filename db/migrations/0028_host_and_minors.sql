CREATE TABLE "organiser_day_passes" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"device" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "premoderate_comments" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "backup_runs" ADD COLUMN "owner_key" integer;--> statement-breakpoint
ALTER TABLE "password_attempts" ADD COLUMN "oldest_identity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "public_url" text;--> statement-breakpoint
ALTER TABLE "staff_notice_preferences" DROP COLUMN "origin";--> statement-breakpoint
-- Pupils are minors (issue 45): a site that never chose whether comments wait for review now holds
-- them for the teacher, as a new site does. A teacher who saved the privacy settings chose; that
-- choice stands (the audit log names every save).
UPDATE "site_settings" SET "premoderate_comments" = true
WHERE NOT EXISTS (SELECT 1 FROM "audit_log" WHERE "action" = 'Privacidad del alumnado cambiada');
