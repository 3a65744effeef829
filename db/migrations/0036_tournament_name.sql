ALTER TABLE "site_settings" ADD COLUMN "tournament_name" text DEFAULT 'Mantecup' NOT NULL;--> statement-breakpoint
-- The menu hid the tournament's entry by its address; that now follows the name the teacher gives, so it is hidden by its own key.
UPDATE "site_settings" SET "menu" = jsonb_set("menu", '{hidden}', (SELECT coalesce(jsonb_agg(CASE h WHEN '/campeonatos/mantecup' THEN '/campeonatos/:torneo' ELSE h END), '[]'::jsonb) FROM jsonb_array_elements_text("menu"->'hidden') AS h)) WHERE jsonb_typeof("menu"->'hidden') = 'array';
