-- The practising certificate gets one home: each practice's copy (apc_status, apc_period) moves
-- into practising_certificates, one per person (the first practice current, else the first with
-- a period), for a year no certificate of theirs holds yet; then the copies go. A certificate
-- brought this way has no round, so the year is no longer a round's key.
ALTER TABLE "practising_certificates" DROP CONSTRAINT "practising_certificates_year_practising_rounds_year_fk";
--> statement-breakpoint
INSERT INTO "practising_certificates" ("practitioner_id", "year", "starts_on", "ends_on", "status", "verification_code")
SELECT moved.practitioner_id,
       extract(year FROM moved.starts_on)::int || '/' || (extract(year FROM moved.starts_on)::int + 1),
       moved.starts_on, moved.ends_on,
       CASE WHEN moved.apc_status = 'Current' THEN 'current'::certificate_status ELSE 'expired'::certificate_status END,
       -- 244 random bits from the database's own generator, as the service's codes are random.
       replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
FROM (
  SELECT DISTINCT ON (p.practitioner_id) p.practitioner_id, p.apc_status,
         to_date(substr(p.apc_period, 1, 10), 'DD/MM/YYYY') AS starts_on,
         to_date(substr(p.apc_period, 14, 10), 'DD/MM/YYYY') AS ends_on
  FROM "practices" p
  WHERE p.apc_period ~ '^\d{2}/\d{2}/\d{4} - \d{2}/\d{2}/\d{4}$'
  ORDER BY p.practitioner_id, (p.apc_status = 'Current') DESC, p.position
) moved
WHERE moved.starts_on < moved.ends_on
ON CONFLICT ("practitioner_id", "year") DO NOTHING;
--> statement-breakpoint
-- The match a search answers held the copies too: its practices keep everything else.
UPDATE "practitioners" SET "match" = jsonb_set(
  "match"::jsonb, '{Practices}',
  coalesce((SELECT jsonb_agg(e - 'APCStatus' - 'APCPeriod' ORDER BY i)
            FROM jsonb_array_elements("match"::jsonb -> 'Practices') WITH ORDINALITY AS x(e, i)),
           '[]'::jsonb))::json;
--> statement-breakpoint
ALTER TABLE "practices" DROP COLUMN "apc_status";--> statement-breakpoint
ALTER TABLE "practices" DROP COLUMN "apc_period";
