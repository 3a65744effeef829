ALTER TABLE "blog_posts" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_alt" text;