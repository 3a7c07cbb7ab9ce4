CREATE TABLE "peer_confirmations" (
	"form_id" integer PRIMARY KEY NOT NULL,
	"peer_person_id" text NOT NULL,
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text
);
--> statement-breakpoint
ALTER TABLE "peer_confirmations" ADD CONSTRAINT "peer_confirmations_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_confirmations" ADD CONSTRAINT "peer_confirmations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_confirmations" ADD CONSTRAINT "peer_confirmations_resolved_by_staff_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peer_confirmations_peer_idx" ON "peer_confirmations" USING btree ("peer_person_id");