-- Hand-edited: the six stages the contract fixed until admins set them at the desk (decision
-- 059) become the table's first rows, so every case's stage is one of them before the foreign
-- key is added.
CREATE TABLE "case_stages" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"records_referred_to" boolean DEFAULT false NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "case_stages_code_shape" CHECK ("case_stages"."code" ~ '^[a-z][a-z0-9_]*$')
);
--> statement-breakpoint
INSERT INTO "case_stages" ("code", "name", "position", "records_referred_to") VALUES
	('received', 'Received', 0, false),
	('triage', 'Triage', 1, false),
	('assessment', 'Assessment', 2, false),
	('investigation', 'Investigation', 3, false),
	('referred', 'Referred', 4, true),
	('closed', 'Closed', 5, false);
--> statement-breakpoint
ALTER TABLE "concern_cases" ADD CONSTRAINT "concern_cases_stage_case_stages_code_fk" FOREIGN KEY ("stage") REFERENCES "public"."case_stages"("code") ON DELETE no action ON UPDATE no action;