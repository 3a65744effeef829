-- The tournament's keys no longer carry the sample school's names: a competition of the tournament
-- is 'torneo' (beside 'liga'), its page and the league's are 'torneo' and 'liga', its enrolment's
-- settings table and its edition's column say «tournament». Closed years' archives follow.
ALTER TABLE "mantecup_settings" RENAME TO "tournament_settings";--> statement-breakpoint
ALTER TABLE "tournament_settings" RENAME CONSTRAINT "mantecup_settings_pkey" TO "tournament_settings_pkey";--> statement-breakpoint
ALTER TABLE "tournament_settings" RENAME CONSTRAINT "mantecup_settings_single_row" TO "tournament_settings_single_row";--> statement-breakpoint
ALTER TABLE "site_settings" RENAME COLUMN "mantecup_edition" TO "tournament_edition";--> statement-breakpoint
ALTER TABLE "competitions" DROP CONSTRAINT "competitions_tournament";--> statement-breakpoint
UPDATE "competitions" SET "tournament" = 'torneo' WHERE "tournament" = 'mantecup';--> statement-breakpoint
ALTER TABLE "competitions" ALTER COLUMN "tournament" SET DEFAULT 'torneo';--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_tournament" CHECK ("competitions"."tournament" in ('torneo', 'liga'));--> statement-breakpoint
UPDATE "page_revisions" SET "page_key" = CASE "page_key" WHEN 'mantecup' THEN 'torneo' ELSE 'liga' END WHERE "page_key" IN ('mantecup', 'fernando-iii-league');--> statement-breakpoint
UPDATE "page_drafts" SET "page_key" = CASE "page_key" WHEN 'mantecup' THEN 'torneo' ELSE 'liga' END WHERE "page_key" IN ('mantecup', 'fernando-iii-league');--> statement-breakpoint
UPDATE "school_years" SET "archive" = jsonb_set(
  "archive",
  '{competitions}',
  (
    SELECT jsonb_agg(
      CASE WHEN entry #>> '{competition,tournament}' = 'mantecup'
        THEN jsonb_set(entry, '{competition,tournament}', '"torneo"')
        ELSE entry
      END
      ORDER BY position
    )
    FROM jsonb_array_elements("archive" -> 'competitions') WITH ORDINALITY AS entries(entry, position)
  )
)
WHERE jsonb_typeof("archive" -> 'competitions') = 'array' AND jsonb_array_length("archive" -> 'competitions') > 0;--> statement-breakpoint
-- A settings row written without names (never by the site, which writes them all) takes no school's.
ALTER TABLE "site_settings" ALTER COLUMN "tournament_edition" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "league_name" SET DEFAULT 'Liga escolar';--> statement-breakpoint
ALTER TABLE "site_settings" ALTER COLUMN "tournament_name" SET DEFAULT 'Torneo de los recreos';