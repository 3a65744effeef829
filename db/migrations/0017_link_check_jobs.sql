ALTER TABLE "link_checks" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "link_checks" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_checks" ADD COLUMN "checked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_checks" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "link_checks" ADD CONSTRAINT "link_checks_status" CHECK ("link_checks"."status" in ('running', 'done'));