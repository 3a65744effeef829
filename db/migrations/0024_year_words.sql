ALTER TABLE "site_settings" ADD COLUMN "teacher_title" text DEFAULT 'el profe' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "timetable_year" text DEFAULT '2025/2026' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "mantecup_edition" text DEFAULT 'IV edición · 2025' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "bilingual_label" text DEFAULT 'Proyecto Bilingüe 24/25' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_teacher_title" CHECK ("site_settings"."teacher_title" in ('el profe', 'la profe'));