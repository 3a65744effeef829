ALTER TABLE "competitions" ADD COLUMN "colour" text DEFAULT 'verde' NOT NULL;--> statement-breakpoint
-- Each competition keeps the colour it showed, which came from its place in the list (issue 30).
UPDATE "competitions" SET "colour" = (ARRAY['verde','rosa','ambar','naranja','azul','violeta'])[(abs("position") % 6) + 1];
