CREATE TABLE "knockout_ties" (
	"competition_slug" text NOT NULL,
	"code" text NOT NULL,
	"round" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"home_slot" text NOT NULL,
	"away_slot" text NOT NULL,
	"date" text NOT NULL,
	"time" text,
	"match_id" integer,
	CONSTRAINT "knockout_ties_competition_slug_code_pk" PRIMARY KEY("competition_slug","code")
);
--> statement-breakpoint
ALTER TABLE "competitions" ADD COLUMN "format" text DEFAULT 'groups' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "team1_penalties" integer;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD COLUMN "team2_penalties" integer;--> statement-breakpoint
ALTER TABLE "knockout_ties" ADD CONSTRAINT "knockout_ties_competition_slug_competitions_slug_fk" FOREIGN KEY ("competition_slug") REFERENCES "public"."competitions"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knockout_ties" ADD CONSTRAINT "knockout_ties_match_id_tournament_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."tournament_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "knockout_ties_match" ON "knockout_ties" USING btree ("match_id");--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_format" CHECK ("competitions"."format" in ('groups', 'groups-knockout'));--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_penalties" CHECK (("tournament_matches"."team1_penalties" is null and "tournament_matches"."team2_penalties" is null) or ("tournament_matches"."status" = 'played' and "tournament_matches"."team1_score" = "tournament_matches"."team2_score" and "tournament_matches"."team1_penalties" between 0 and 300 and "tournament_matches"."team2_penalties" between 0 and 300 and "tournament_matches"."team1_penalties" <> "tournament_matches"."team2_penalties"));