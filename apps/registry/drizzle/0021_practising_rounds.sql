-- Hand-edited: the practising year, period and fee the APC definition carried as text until
-- they became its round's data are kept as that round's row.
CREATE TABLE "practising_rounds" (
	"year" text PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"opens_on" date NOT NULL,
	"deadline" date NOT NULL,
	"grace_days" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer NOT NULL,
	"late_fee_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "practising_rounds" ("year", "starts_on", "ends_on", "opens_on", "deadline", "grace_days", "fee_cents") VALUES ('2026/2027', '2026-04-01', '2027-03-31', '2026-02-01', '2026-03-31', 0, 115000);
