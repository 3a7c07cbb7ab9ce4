ALTER TABLE "audit_events" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_audit_events" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written from here: both audit trails become hash chains, and both append-only.
-- A row's content, as hashed: named columns (a column added later changes no old hash), the
-- instant in UTC to the microsecond (no session setting changes the text), jsonb's own text.
-- `npm run audit -- --verify` reads this text and hashes it itself.
CREATE FUNCTION "audit_events_content"(r "audit_events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', r.id, 'seq', r.seq,
    'at', to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'event', r.event, 'outcome', r.outcome, 'userId', r.user_id, 'email', r.email,
    'ip', r.ip, 'detail', r.detail
  )::text
$$;--> statement-breakpoint
CREATE FUNCTION "staff_audit_events_content"(r "staff_audit_events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', r.id, 'seq', r.seq,
    'at', to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'staffId', r.staff_id, 'action', r.action, 'submissionId', r.submission_id,
    'before', r.before, 'after', r.after
  )::text
$$;--> statement-breakpoint
-- The hash of a row: SHA-256 (hex) of the previous row's hash, a line break, and its content.
CREATE FUNCTION "audit_chain_hash"(prev text, content text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT encode(sha256(convert_to(prev || E'\n' || content, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Links each inserted row to the head of its chain. One transaction-level lock, shared by both
-- trails, is taken first and held to commit: on PostgreSQL concurrent instances append one at a
-- time, so no two rows ever claim the same place (the unique index on seq refuses it anyway).
CREATE FUNCTION "audit_events_chain_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE head record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit-chain'));
  SELECT seq, hash INTO head FROM "audit_events" ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(head.seq, 0) + 1;
  NEW.prev_hash := coalesce(head.hash, repeat('0', 64));
  NEW.hash := audit_chain_hash(NEW.prev_hash, audit_events_content(NEW));
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "staff_audit_events_chain_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE head record;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit-chain'));
  SELECT seq, hash INTO head FROM "staff_audit_events" ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(head.seq, 0) + 1;
  NEW.prev_hash := coalesce(head.hash, repeat('0', 64));
  NEW.hash := audit_chain_hash(NEW.prev_hash, staff_audit_events_content(NEW));
  RETURN NEW;
END;
$$;--> statement-breakpoint
-- The rows written before the chain existed join it in the order they were written.
DROP TRIGGER "staff_audit_events_no_change" ON "staff_audit_events";--> statement-breakpoint
DROP FUNCTION "staff_audit_events_append_only"();--> statement-breakpoint
DO $$
DECLARE r "audit_events"; n bigint := 0; prev text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM "audit_events" ORDER BY id LOOP
    n := n + 1;
    r.seq := n;
    r.prev_hash := prev;
    r.hash := audit_chain_hash(prev, audit_events_content(r));
    UPDATE "audit_events" SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
    prev := r.hash;
  END LOOP;
END;
$$;--> statement-breakpoint
DO $$
DECLARE r "staff_audit_events"; n bigint := 0; prev text := repeat('0', 64);
BEGIN
  FOR r IN SELECT * FROM "staff_audit_events" ORDER BY id LOOP
    n := n + 1;
    r.seq := n;
    r.prev_hash := prev;
    r.hash := audit_chain_hash(prev, staff_audit_events_content(r));
    UPDATE "staff_audit_events" SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
    prev := r.hash;
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seq_idx" ON "audit_events" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_audit_events_seq_idx" ON "staff_audit_events" USING btree ("seq");--> statement-breakpoint
CREATE TRIGGER "audit_events_chain" BEFORE INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_chain_link"();--> statement-breakpoint
CREATE TRIGGER "staff_audit_events_chain" BEFORE INSERT ON "staff_audit_events"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_events_chain_link"();--> statement-breakpoint
-- Append-only, both: the service's statements can add rows and nothing else. The owner of the
-- tables can still disable these triggers; the chain is what makes that visible.
CREATE FUNCTION "audit_trail_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_no_change" BEFORE UPDATE OR DELETE OR TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_trail_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_audit_events_no_change" BEFORE UPDATE OR DELETE OR TRUNCATE ON "staff_audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_trail_append_only"();
