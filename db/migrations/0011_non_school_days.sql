CREATE TABLE "non_school_days" (
	"day" date PRIMARY KEY NOT NULL,
	"note" text
);
