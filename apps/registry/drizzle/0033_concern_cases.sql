CREATE TABLE "case_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"released_to_practitioner" boolean DEFAULT false NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"case_id" integer NOT NULL,
	"title" text NOT NULL,
	"due_on" date NOT NULL,
	"created_by" integer NOT NULL,
	"done_at" timestamp with time zone,
	"reminded_on" date
);
--> statement-breakpoint
CREATE TABLE "concern_cases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "concern_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"form_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"practitioner_id" integer,
	"category" text,
	"risk" text,
	"stage" text NOT NULL,
	"stage_since" timestamp with time zone NOT NULL,
	"claimed_by" integer,
	"linked_to_id" integer,
	"outcome" text,
	CONSTRAINT "concern_cases_reference_unique" UNIQUE("reference"),
	CONSTRAINT "concern_cases_formId_unique" UNIQUE("form_id")
);
--> statement-breakpoint
CREATE TABLE "concern_reference_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_case_id_concern_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."concern_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_case_id_concern_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."concern_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tasks" ADD CONSTRAINT "case_tasks_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concern_cases" ADD CONSTRAINT "concern_cases_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concern_cases" ADD CONSTRAINT "concern_cases_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concern_cases" ADD CONSTRAINT "concern_cases_claimed_by_staff_accounts_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concern_cases" ADD CONSTRAINT "concern_cases_linked_to_id_concern_cases_id_fk" FOREIGN KEY ("linked_to_id") REFERENCES "public"."concern_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_events_case_idx" ON "case_events" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "case_tasks_due_idx" ON "case_tasks" USING btree ("due_on");--> statement-breakpoint
CREATE INDEX "concern_cases_stage_idx" ON "concern_cases" USING btree ("stage","stage_since");--> statement-breakpoint
CREATE INDEX "concern_cases_practitioner_idx" ON "concern_cases" USING btree ("practitioner_id");--> statement-breakpoint
CREATE INDEX "follow_tokens_purpose_created_idx" ON "follow_tokens" USING btree ("purpose","created_at");