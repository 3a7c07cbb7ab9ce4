CREATE TABLE "practice_conditions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "practice_conditions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"practitioner_id" integer NOT NULL,
	"type" text NOT NULL,
	"wording" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"review_on" date,
	"decision" text NOT NULL,
	"lifted_on" date
);
--> statement-breakpoint
CREATE TABLE "register_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"practitioner_id" integer NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"prev_hash" text DEFAULT '' NOT NULL,
	"hash" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"effective_on" date NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"public" boolean NOT NULL,
	"detail" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "practitioners" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_conditions" ADD CONSTRAINT "practice_conditions_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_events" ADD CONSTRAINT "register_events_practitioner_id_practitioners_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."practitioners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_events" ADD CONSTRAINT "register_events_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "practice_conditions_practitioner_idx" ON "practice_conditions" USING btree ("practitioner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_events_person_seq_idx" ON "register_events" USING btree ("practitioner_id","seq");--> statement-breakpoint
CREATE INDEX "register_events_public_idx" ON "register_events" USING btree ("practitioner_id","effective_on") WHERE public;--> statement-breakpoint
-- Hand-written from here: each person's history is a hash chain of its own, as the audit
-- trails are one each (migration 0017): the same content rule and hash, a lock of the person
-- instead of the trail, so people's histories are appended side by side.
CREATE FUNCTION "register_events_content"(r "register_events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', r.id, 'practitionerId', r.practitioner_id, 'seq', r.seq, 'kind', r.kind,
    'effectiveOn', r.effective_on::text,
    'recordedAt', to_char(r.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'staffId', r.staff_id, 'public', r.public, 'detail', r.detail
  )::text
$$;--> statement-breakpoint
CREATE FUNCTION "register_events_chain_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE head record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('register-events'), NEW.practitioner_id);
  SELECT seq, hash INTO head FROM "register_events"
    WHERE practitioner_id = NEW.practitioner_id ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(head.seq, 0) + 1;
  NEW.prev_hash := coalesce(head.hash, repeat('0', 64));
  NEW.hash := audit_chain_hash(NEW.prev_hash, register_events_content(NEW));
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "register_events_chain" BEFORE INSERT ON "register_events"
  FOR EACH ROW EXECUTE FUNCTION "register_events_chain_link"();--> statement-breakpoint
CREATE FUNCTION "register_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'register_events is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "register_events_no_change" BEFORE UPDATE OR DELETE OR TRUNCATE ON "register_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "register_events_append_only"();
