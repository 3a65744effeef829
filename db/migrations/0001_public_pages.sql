CREATE TABLE "consultas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consultas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"course" text NOT NULL,
	"email" text,
	"message" text NOT NULL,
	"source" text DEFAULT 'contacto' NOT NULL,
	"read_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultas_name_len" CHECK (char_length("consultas"."name") between 1 and 100),
	CONSTRAINT "consultas_course_len" CHECK (char_length("consultas"."course") between 1 and 40),
	CONSTRAINT "consultas_email_len" CHECK ("consultas"."email" is null or char_length("consultas"."email") between 3 and 254),
	CONSTRAINT "consultas_message_len" CHECK (char_length("consultas"."message") between 1 and 5000),
	CONSTRAINT "consultas_source" CHECK ("consultas"."source" in ('contacto', 'buzon'))
);
--> statement-breakpoint
CREATE TABLE "inscripciones_proyectos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inscripciones_proyectos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"curso" text NOT NULL,
	"proyecto" text NOT NULL,
	"read_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inscripciones_nombre_len" CHECK (char_length("inscripciones_proyectos"."nombre") between 1 and 100),
	CONSTRAINT "inscripciones_curso_len" CHECK (char_length("inscripciones_proyectos"."curso") between 1 and 40),
	CONSTRAINT "inscripciones_proyecto" CHECK ("inscripciones_proyectos"."proyecto" in ('Health Leaders', 'Guardianes de la Pista', 'Sombras y Brillo'))
);
--> statement-breakpoint
CREATE TABLE "project_class_scores" (
	"project" text NOT NULL,
	"class_name" text NOT NULL,
	"value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_class_scores_project_class_name_pk" PRIMARY KEY("project","class_name"),
	CONSTRAINT "project_class_scores_project" CHECK ("project_class_scores"."project" in ('desafio-xacobeo', 'disfruta-del-recreo')),
	CONSTRAINT "project_class_scores_value" CHECK ("project_class_scores"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "timetable_cells" (
	"grid" text NOT NULL,
	"slot" integer NOT NULL,
	"weekday" integer NOT NULL,
	"entries" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timetable_cells_grid_slot_weekday_pk" PRIMARY KEY("grid","slot","weekday"),
	CONSTRAINT "timetable_grid" CHECK ("timetable_cells"."grid" in ('clases', 'instalaciones')),
	CONSTRAINT "timetable_slot" CHECK ("timetable_cells"."slot" between 0 and 6),
	CONSTRAINT "timetable_weekday" CHECK ("timetable_cells"."weekday" between 1 and 5),
	CONSTRAINT "timetable_single_string" CHECK ("timetable_cells"."grid" = 'clases' or cardinality("timetable_cells"."entries") <= 1)
);
