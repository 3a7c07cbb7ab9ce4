CREATE TABLE "login_failures_by_address" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_failures_by_address_email_address_pk" PRIMARY KEY("email","address")
);
--> statement-breakpoint
CREATE INDEX "login_failures_by_address_last_failure_at_idx" ON "login_failures_by_address" USING btree ("last_failure_at");--> statement-breakpoint
-- The per-e-mail counts are not carried over: they hold no address, and what they kept (at
-- most an hour of lock, a day of failures) is not worth guessing one for.
DROP TABLE "login_failures" CASCADE;