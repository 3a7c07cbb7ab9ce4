-- The people already in the register get what the store now writes with every person
-- (modules/search/store.ts): their search result (practitioners.match) and their search rows
-- (practitioner_search: one for any practice with every folded key, one per practice type).
UPDATE "practitioners" AS p SET "match" = json_build_object(
  'FirstName', p.first_names,
  'Surname', p.surname,
  'Person ID', p.person_id,
  'FullName', p.first_names || ' ' || p.surname,
  'Contact', p.contact,
  'City', p.city,
  'Suburb', p.suburb,
  'TerritorialAuthority', p.territorial_authority,
  'DHB', p.dhb,
  'Practices', coalesce((
    SELECT json_agg(json_build_object(
      'Practice', x.practice,
      'Qualifications', x.qualifications,
      'RegistrationDate', x.registration_date,
      'HPINumber', x.hpi_number,
      'Status', x.status,
      'APCStatus', x.apc_status,
      'APCPeriod', x.apc_period) ORDER BY x.position, x.id)
    FROM "practices" AS x WHERE x.practitioner_id = p.id), '[]'::json))
WHERE p."match" IS NULL;
--> statement-breakpoint
INSERT INTO "practitioner_search" ("practice", "practitioner_id", "eligible", "volunteer",
  "territorial_authority", "dhb", "sort_key",
  "person_id", "practice_types", "surname_key", "name_key", "address_key", "city_key", "suburb_key")
SELECT '', p.id, p.eligible, p.volunteer, p.territorial_authority, p.dhb,
  lower(immutable_unaccent(p.surname)) || E'\x1f' || lower(immutable_unaccent(p.first_names))
    || E'\x1f' || p.person_id,
  p.person_id,
  ARRAY(SELECT DISTINCT x.practice FROM "practices" AS x WHERE x.practitioner_id = p.id),
  lower(immutable_unaccent(p.surname)),
  lower(immutable_unaccent(p.first_names || ' ' || p.surname)),
  lower(immutable_unaccent(p.address || ' ' || p.suburb || ' ' || p.city)),
  lower(immutable_unaccent(p.city)),
  lower(immutable_unaccent(p.suburb))
FROM "practitioners" AS p
UNION ALL
SELECT DISTINCT x.practice, p.id, p.eligible, p.volunteer, p.territorial_authority, p.dhb,
  lower(immutable_unaccent(p.surname)) || E'\x1f' || lower(immutable_unaccent(p.first_names))
    || E'\x1f' || p.person_id,
  NULL, NULL::text[], NULL, NULL, NULL, NULL, NULL
FROM "practitioners" AS p JOIN "practices" AS x ON x.practitioner_id = p.id
ON CONFLICT DO NOTHING;
