CREATE TABLE "form_answer_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_answer_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"version" integer NOT NULL,
	"path" text NOT NULL,
	"value" jsonb NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_definition_versions" (
	"form_type_code" text NOT NULL,
	"version" integer NOT NULL,
	"content_hash" text NOT NULL,
	"definition" jsonb NOT NULL,
	"first_served_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_definition_versions_form_type_code_version_pk" PRIMARY KEY("form_type_code","version")
);
--> statement-breakpoint
ALTER TABLE "form_types" ADD COLUMN "current_version" integer;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "definition_version" integer;--> statement-breakpoint
ALTER TABLE "form_answer_history" ADD CONSTRAINT "form_answer_history_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_definition_versions" ADD CONSTRAINT "form_definition_versions_form_type_code_form_types_code_fk" FOREIGN KEY ("form_type_code") REFERENCES "public"."form_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_answer_history_form_idx" ON "form_answer_history" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_definition_versions_hash_idx" ON "form_definition_versions" USING btree ("form_type_code","content_hash");--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_definition_version_fk" FOREIGN KEY ("form_type_code","definition_version") REFERENCES "public"."form_definition_versions"("form_type_code","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written: a definition version is history that forms are read with, so no statement may
-- change or remove one (the audit trails' refusal of migration 0017).
CREATE TRIGGER "form_definition_versions_no_change" BEFORE UPDATE OR DELETE OR TRUNCATE ON "form_definition_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_trail_append_only"();
