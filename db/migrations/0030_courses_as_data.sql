CREATE TABLE "courses" (
	"slug" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"classes" text[] NOT NULL,
	"zone" text DEFAULT 'ranking' NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_label_unique" UNIQUE("label"),
	CONSTRAINT "courses_slug" CHECK ("courses"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("courses"."slug") <= 40),
	CONSTRAINT "courses_label_len" CHECK (char_length("courses"."label") between 1 and 40),
	CONSTRAINT "courses_classes" CHECK (cardinality("courses"."classes") between 1 and 12),
	CONSTRAINT "courses_zone" CHECK ("courses"."zone" in ('ranking', 'progress'))
);
--> statement-breakpoint
-- Issue 46: the three courses that were in code become the site's first rows, so an existing site
-- keeps every address, word and password (gates stay `course:<slug>`).
INSERT INTO "courses" ("slug", "label", "classes", "zone", "position") VALUES
	('2-eso', '2º ESO', ARRAY['A', 'B', 'C'], 'ranking', 1),
	('3-eso', '3º ESO', ARRAY['A', 'B', 'C'], 'ranking', 2),
	('1-bachillerato', '1º Bachillerato', ARRAY['A', 'B'], 'progress', 3);--> statement-breakpoint
ALTER TABLE "achievements" DROP CONSTRAINT "achievements_course";--> statement-breakpoint
ALTER TABLE "blog_posts" DROP CONSTRAINT "blog_posts_category";--> statement-breakpoint
ALTER TABLE "course_news" DROP CONSTRAINT "course_news_course";--> statement-breakpoint
ALTER TABLE "gate_passwords" DROP CONSTRAINT "gate_passwords_gate";--> statement-breakpoint
ALTER TABLE "progress_entries" DROP CONSTRAINT "progress_entries_class";--> statement-breakpoint
ALTER TABLE "ranking_entries" DROP CONSTRAINT "ranking_entries_course";--> statement-breakpoint
ALTER TABLE "ranking_entries" DROP CONSTRAINT "ranking_entries_class";--> statement-breakpoint
CREATE UNIQUE INDEX "courses_one_progress" ON "courses" USING btree ("zone") WHERE "courses"."zone" = 'progress';--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_course_courses_label_fk" FOREIGN KEY ("course") REFERENCES "public"."courses"("label") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_courses_label_fk" FOREIGN KEY ("category") REFERENCES "public"."courses"("label") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "course_news" ADD CONSTRAINT "course_news_course_courses_label_fk" FOREIGN KEY ("course") REFERENCES "public"."courses"("label") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_course_courses_label_fk" FOREIGN KEY ("course") REFERENCES "public"."courses"("label") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "achievements_course" ON "achievements" USING btree ("course");--> statement-breakpoint
ALTER TABLE "gate_passwords" ADD CONSTRAINT "gate_passwords_gate" CHECK ("gate_passwords"."gate" = 'organiser' or "gate_passwords"."gate" ~ '^course:[a-z0-9-]{1,40}$');--> statement-breakpoint
ALTER TABLE "progress_entries" ADD CONSTRAINT "progress_entries_class" CHECK (char_length("progress_entries"."class_letter") between 1 and 8);--> statement-breakpoint
ALTER TABLE "ranking_entries" ADD CONSTRAINT "ranking_entries_class" CHECK (char_length("ranking_entries"."class_letter") between 1 and 8);