CREATE TABLE "practice_counts" (
	"practice" text PRIMARY KEY NOT NULL,
	"people" integer NOT NULL,
	"eligible" integer NOT NULL,
	"volunteers" integer NOT NULL,
	"eligible_volunteers" integer NOT NULL
);
--> statement-breakpoint
-- The people already in the register are counted once (modules/search/store.ts keeps the
-- counts from here on, in the transaction that writes each person).
INSERT INTO "practice_counts" ("practice", "people", "eligible", "volunteers", "eligible_volunteers")
SELECT "practice", count(*), count(*) FILTER (WHERE "eligible"), count(*) FILTER (WHERE "volunteer"),
  count(*) FILTER (WHERE "eligible" AND "volunteer")
FROM "practitioner_search" GROUP BY "practice";
