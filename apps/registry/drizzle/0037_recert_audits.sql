CREATE TABLE "recert_audit_draws" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recert_audit_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_id" integer NOT NULL,
	"seed" text NOT NULL,
	"rate_tenths" integer NOT NULL,
	"generator" text NOT NULL,
	"population" jsonb NOT NULL,
	"strata" jsonb NOT NULL,
	"reason" text,
	"drawn_by" integer NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recert_audit_reminders" (
	"selection_id" integer NOT NULL,
	"step" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recert_audit_selections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recert_audit_selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draw_id" integer NOT NULL,
	"practitioner_id" integer NOT NULL,
	"cycle_id" integer NOT NULL,
	"profession" text NOT NULL,
	"evidence_submitted_at" timestamp with time zone,
	"evidence_form_ids" jsonb,
	"outcome" text,
	"remedial_due" date,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recert_audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recert_audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"on_day" date NOT NULL,
	"evidence_days" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notices_sent_at" timestamp with time zone,
	"evidence_due" date
);
--> statement-breakpoint
ALTER TABLE "recert_audit_draws" ADD CONSTRAINT "recert_audit_draws_audit_id_recert_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."recert_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recert_audit_draws" ADD CONSTRAINT "recert_audit_draws_drawn_by_staff_accounts_id_fk" FOREIGN KEY ("drawn_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recert_audit_reminders" ADD CONSTRAINT "recert_audit_reminders_selection_id_recert_audit_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."recert_audit_selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recert_audit_selections" ADD CONSTRAINT "recert_audit_selections_draw_id_recert_audit_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."recert_audit_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recert_audit_selections" ADD CONSTRAINT "recert_audit_selections_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recert_audit_selections" ADD CONSTRAINT "recert_audit_selections_cycle_id_recert_cycles_id_fk" FOREIGN KEY ("cycle_id") REFERENCES "public"."recert_cycles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recert_audit_selections" ADD CONSTRAINT "recert_audit_selections_decided_by_staff_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recert_audits" ADD CONSTRAINT "recert_audits_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recert_audit_draws_audit_idx" ON "recert_audit_draws" USING btree ("audit_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recert_audit_reminders_step_idx" ON "recert_audit_reminders" USING btree ("selection_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "recert_audit_selections_draw_practitioner_idx" ON "recert_audit_selections" USING btree ("draw_id","practitioner_id");--> statement-breakpoint
CREATE INDEX "recert_audit_selections_practitioner_idx" ON "recert_audit_selections" USING btree ("practitioner_id");