CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"user_id" integer,
	"email" text,
	"ip" text,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_events_user_id_at_idx" ON "audit_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_event_at_idx" ON "audit_events" USING btree ("event","at");--> statement-breakpoint
CREATE INDEX "audit_events_email_at_idx" ON "audit_events" USING btree ("email","at");