CREATE TABLE "old_addresses" (
	"path" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "old_address_path" CHECK ("old_addresses"."path" ~ '^/[a-z0-9/-]+$'),
	CONSTRAINT "old_address_moves" CHECK ("old_addresses"."path" <> "old_addresses"."target")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "league_name" text DEFAULT 'Fernando III League' NOT NULL;--> statement-breakpoint
-- The menu hid the bilingual project's and the league's entries by their addresses; those now follow names the teacher gives, so each is hidden by its own key.
UPDATE "site_settings" SET "menu" = jsonb_set("menu", '{hidden}', (SELECT coalesce(jsonb_agg(CASE h WHEN '/bilinguismo/proyecto-bilingue-24-25' THEN '/bilinguismo/:proyecto' WHEN '/campeonatos/fernando-iii-league' THEN '/campeonatos/:liga' ELSE h END), '[]'::jsonb) FROM jsonb_array_elements_text("menu"->'hidden') AS h)) WHERE jsonb_typeof("menu"->'hidden') = 'array';
