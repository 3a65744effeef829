CREATE TABLE "knockout_ties" (
	"competition_slug" text NOT NULL,
	"code" text NOT NULL,
	"round" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"home_slot" text NOT NULL,
	"away_slot" text NOT NULL,
	"day" date NOT NULL,
	"time" text,
	"match_id" integer,
	CONSTRAINT "knockout_ties_competition_slug_code_pk" PRIMARY KEY("competition_slug","code")
);
--> statement-breakpoint
CREATE TABLE "school_years" (
	"id" text PRIMARY KEY NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"archive" jsonb,
	CONSTRAINT "school_years_id" CHECK ("school_years"."id" ~ '^[0-9]{4}-[0-9]{4}$'),
	CONSTRAINT "school_years_closed" CHECK (("school_years"."current" and "school_years"."closed_at" is null and "school_years"."archive" is null) or (not "school_years"."current" and "school_years"."closed_at" is not null and "school_years"."archive" is not null))
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "format" text DEFAULT 'groups' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "tournament" text DEFAULT 'mantecup' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "team1_penalties" integer;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "team2_penalties" integer;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "knockout_ties" ADD CONSTRAINT "knockout_ties_competition_slug_competitions_slug_fk" FOREIGN KEY ("competition_slug") REFERENCES "public"."competitions"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knockout_ties" ADD CONSTRAINT "knockout_ties_match_id_tournament_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tournament_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knockout_ties_match" ON "knockout_ties" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_years_one_current" ON "school_years" USING btree ("current") WHERE "school_years"."current";--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_format" CHECK ("competitions"."format" in ('groups', 'groups-knockout'));--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_tournament" CHECK ("competitions"."tournament" in ('mantecup', 'liga'));--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_penalties" CHECK (("tournament_matches"."team1_penalties" is null and "tournament_matches"."team2_penalties" is null) or ("tournament_matches"."status" = 'played' and "tournament_matches"."team1_score" = "tournament_matches"."team2_score" and "tournament_matches"."team1_penalties" between 0 and 300 and "tournament_matches"."team2_penalties" between 0 and 300 and "tournament_matches"."team1_penalties" <> "tournament_matches"."team2_penalties"));--> statement-breakpoint
-- The year the site has been running (issue 18): the current one on every database.
INSERT INTO "school_years" ("id", "current") VALUES ('2025-2026', true) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Each match's day as a real date, read from the text it was written as ('Lunes, 13 de enero de
-- 2025' or '13/01/2025'); a text that names no real day ('Por determinar') keeps no day and is
-- shown as it was written. A day of the month that does not exist is left out, never guessed.
UPDATE "tournament_matches" AS t SET "day" = p.day
FROM (
  SELECT id, d, (make_date(y, m, 1) + (d - 1)) AS day
  FROM (
    SELECT id,
      (parts)[1]::int AS d,
      array_position(ARRAY['enero','febrero','marzo','abril','mayo','junio','julio','agosto','septiembre','octubre','noviembre','diciembre'], replace((parts)[2], 'setiembre', 'septiembre')) AS m,
      (parts)[3]::int AS y
    FROM (SELECT id, regexp_match(lower("date"), '(\d{1,2})\s+de\s+([a-zé]+)(?:\s+de)?\s+(\d{4})') AS parts FROM "tournament_matches") AS spanish
    WHERE parts IS NOT NULL
    UNION ALL
    SELECT id, (parts)[1]::int, (parts)[2]::int, (parts)[3]::int
    FROM (SELECT id, regexp_match("date", '(\d{1,2})/(\d{1,2})/(\d{4})') AS parts FROM "tournament_matches") AS numeric
    WHERE parts IS NOT NULL
  ) AS read
  WHERE d BETWEEN 1 AND 31 AND m BETWEEN 1 AND 12 AND y BETWEEN 2000 AND 2100
) AS p
WHERE t.id = p.id AND extract(day FROM p.day) = p.d;
