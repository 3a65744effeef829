-- Each page counts its own versions (issue 32): the revisions a page already has are numbered in order.
ALTER TABLE "page_revisions" ADD COLUMN "version" integer;--> statement-breakpoint
UPDATE "page_revisions" AS r SET "version" = n.version FROM (SELECT "id", row_number() OVER (PARTITION BY "page_key" ORDER BY "id")::integer AS version FROM "page_revisions") AS n WHERE r."id" = n."id";--> statement-breakpoint
ALTER TABLE "page_revisions" ALTER COLUMN "version" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "page_revisions_key_version" ON "page_revisions" USING btree ("page_key","version");
--> statement-breakpoint
-- A restore names the version it brought back (it named the revision's id).
UPDATE "page_revisions" AS r SET "restored_from" = o."version" FROM "page_revisions" AS o WHERE r."restored_from" = o."id" AND o."page_key" = r."page_key";
