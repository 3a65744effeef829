CREATE TABLE "seed_markers" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A database started by an earlier release has had its sample content already: mark it, so that
-- the tables the teacher emptied are not filled again by the first start of this release.
INSERT INTO "seed_markers" ("name") SELECT 'contenido-de-ejemplo' WHERE EXISTS (SELECT 1 FROM "site_settings");
