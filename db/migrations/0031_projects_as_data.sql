CREATE TABLE "projects" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"icon" text NOT NULL,
	"theme" text NOT NULL,
	"special" text,
	"signup" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_title_unique" UNIQUE("title"),
	CONSTRAINT "projects_special_unique" UNIQUE("special"),
	CONSTRAINT "projects_slug" CHECK ("projects"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("projects"."slug") <= 60),
	CONSTRAINT "projects_title_len" CHECK (char_length("projects"."title") between 1 and 60),
	CONSTRAINT "projects_icon" CHECK (char_length("projects"."icon") between 1 and 40),
	CONSTRAINT "projects_theme" CHECK (char_length("projects"."theme") between 1 and 40),
	CONSTRAINT "projects_special" CHECK ("projects"."special" is null or "projects"."special" in ('xacobeo', 'fruit-meter'))
);
--> statement-breakpoint
-- Issue 46: the 13 projects that were in code become the site's first rows, so an existing site
-- keeps every address, name, look and sign-up (the inbox's rows name three of them).
INSERT INTO "projects" ("slug", "title", "icon", "theme", "special", "signup", "position") VALUES
	('health-leaders', 'Health Leaders', 'heart-pulse', 'rose', NULL, true, 1),
	('guardianes-de-la-pista', 'Guardianes de la Pista', 'shield', 'sky', NULL, true, 2),
	('masterchef4life', 'MasterChef4Life', 'chef-hat', 'orange', NULL, false, 3),
	('desafio-xacobeo', 'Desafío Xacobeo', 'footprints', 'amber', 'xacobeo', false, 4),
	('disfruta-del-recreo', 'Disfruta del Recreo', 'apple', 'green', 'fruit-meter', false, 5),
	('conquista-el-reto', 'Conquista el Reto', 'trophy', 'violet', NULL, false, 6),
	('olimpiada-escolar', 'Olimpiada Escolar', 'medal', 'indigo', NULL, false, 7),
	('carrera-plogging', 'Carrera Plogging', 'leaf', 'emerald', NULL, false, 8),
	('sombras-y-brillo', 'Sombras y Brillo', 'sparkles', 'fuchsia', NULL, true, 9),
	('our-local-olympics', 'Our Local Olympics', 'plane', 'red', NULL, false, 10),
	('cimas-contra-el-cancer', 'Cimas contra el Cáncer', 'mountain', 'cyan', NULL, false, 11),
	('investiga-y-descubre', 'Investiga y Descubre', 'microscope', 'blue', NULL, false, 12),
	('mas-deporte', '+Deporte', 'dumbbell', 'teal', NULL, false, 13);--> statement-breakpoint
ALTER TABLE "inscripciones_proyectos" DROP CONSTRAINT "inscripciones_proyecto";--> statement-breakpoint
ALTER TABLE "inscripciones_proyectos" ADD CONSTRAINT "inscripciones_proyectos_proyecto_projects_title_fk" FOREIGN KEY ("proyecto") REFERENCES "public"."projects"("title") ON DELETE no action ON UPDATE cascade;