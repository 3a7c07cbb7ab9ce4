CREATE TYPE "public"."certificate_status" AS ENUM('current', 'expired');--> statement-breakpoint
CREATE TABLE "practising_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practising_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practitioner_id" integer NOT NULL,
	"year" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" "certificate_status" DEFAULT 'current' NOT NULL,
	"verification_code" text NOT NULL,
	"form_id" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expired_at" timestamp with time zone,
	CONSTRAINT "practising_certificates_verificationCode_unique" UNIQUE("verification_code")
);
--> statement-breakpoint
ALTER TABLE "practising_certificates" ADD CONSTRAINT "practising_certificates_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practising_certificates" ADD CONSTRAINT "practising_certificates_year_practising_rounds_year_fk" FOREIGN KEY ("year") REFERENCES "public"."practising_rounds"("year") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practising_certificates" ADD CONSTRAINT "practising_certificates_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practising_certificates_one_per_year_idx" ON "practising_certificates" USING btree ("practitioner_id","year");--> statement-breakpoint
CREATE INDEX "practising_certificates_current_idx" ON "practising_certificates" USING btree ("status","ends_on");