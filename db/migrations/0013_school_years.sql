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
CREATE UNIQUE INDEX "school_years_one_current" ON "school_years" USING btree ("current") WHERE "school_years"."current";--> statement-breakpoint
-- The year the site has been running (issue 18): the current one on every database.
INSERT INTO "school_years" ("id", "current") VALUES ('2025-2026', true) ON CONFLICT DO NOTHING;
