// SQL of what the register keeps for the peer search beside each person: their search rows
// (schema.ts `practitionerSearch`) and the counts per practice type (`practiceCounts`), written
// in the same transaction as the person, so a search answers a change as soon as it commits.
// The search itself only reads them (modules/search).
import { type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";

/** `text` folded as every search key is: lower case, diacritics removed, by the database. */
export const folded = (text: SQL) => sql`lower(immutable_unaccent(${text}))`;

/**
 * The search rows of the given people (schema.ts `practitionerSearch`), made by the database
 * from what was just written: the row for any practice with every folded key, and one row per
 * practice type held with the exact filters only.
 */
export function insertSearchRows(db: Executor, ids: number[]) {
  // One array parameter (drizzle would spread a JS array into one parameter per id).
  const idList = `{${ids.join(",")}}`;
  const sortKey = sql`${folded(sql`p.surname`)} || E'\\x1f' || ${folded(sql`p.first_names`)} || E'\\x1f' || p.person_id`;
  const common = sql`p.id, p.eligible, p.volunteer, p.territorial_authority, p.dhb, ${sortKey}`;
  return db.execute(sql`
    INSERT INTO practitioner_search (practice, practitioner_id, eligible, volunteer,
      territorial_authority, dhb, sort_key,
      person_id, practice_types, surname_key, name_key, address_key, city_key, suburb_key)
    SELECT '', ${common}, p.person_id,
      ARRAY(SELECT DISTINCT x.practice FROM practices x WHERE x.practitioner_id = p.id),
      ${folded(sql`p.surname`)},
      ${folded(sql`p.first_names || ' ' || p.surname`)},
      ${folded(sql`p.address || ' ' || p.suburb || ' ' || p.city`)},
      ${folded(sql`p.city`)},
      ${folded(sql`p.suburb`)}
    FROM practitioners p WHERE p.id = ANY(${idList}::int[])
    UNION ALL
    SELECT DISTINCT x.practice, ${common}, NULL, NULL::text[], NULL, NULL, NULL, NULL, NULL
    FROM practitioners p JOIN practices x ON x.practitioner_id = p.id
    WHERE p.id = ANY(${idList}::int[])`);
}

/**
 * Adds the given people (their search rows just written) to the counts per practice type
 * (schema.ts `practiceCounts`). Rows are locked in the order of their practice, so that two
 * transactions adding people never wait on each other in a cycle.
 */
export function countPractices(db: Executor, ids: number[]) {
  const idList = `{${ids.join(",")}}`;
  return db.execute(sql`
    INSERT INTO practice_counts AS c (practice, people, eligible, volunteers, eligible_volunteers)
    SELECT practice, count(*), count(*) FILTER (WHERE eligible), count(*) FILTER (WHERE volunteer),
      count(*) FILTER (WHERE eligible AND volunteer)
    FROM practitioner_search WHERE practitioner_id = ANY(${idList}::int[])
    GROUP BY practice ORDER BY practice
    ON CONFLICT (practice) DO UPDATE SET people = c.people + excluded.people,
      eligible = c.eligible + excluded.eligible, volunteers = c.volunteers + excluded.volunteers,
      eligible_volunteers = c.eligible_volunteers + excluded.eligible_volunteers`);
}

/**
 * Takes the given people out of the counts per practice type, by their search rows (about to
 * be rewritten). The counts' rows are locked in the order of their practice first, as
 * countPractices locks them, so that two edits never wait on each other in a cycle.
 */
export function uncountPractices(db: Executor, ids: number[]) {
  const idList = `{${ids.join(",")}}`;
  return db.execute(sql`
    WITH gone AS (
      SELECT practice, count(*) AS people, count(*) FILTER (WHERE eligible) AS eligible,
        count(*) FILTER (WHERE volunteer) AS volunteers,
        count(*) FILTER (WHERE eligible AND volunteer) AS eligible_volunteers
      FROM practitioner_search WHERE practitioner_id = ANY(${idList}::int[]) GROUP BY practice),
    locked AS (
      SELECT c.practice FROM practice_counts c WHERE c.practice IN (SELECT practice FROM gone)
      ORDER BY c.practice FOR UPDATE)
    UPDATE practice_counts AS c SET people = c.people - g.people,
      eligible = c.eligible - g.eligible, volunteers = c.volunteers - g.volunteers,
      eligible_volunteers = c.eligible_volunteers - g.eligible_volunteers
    FROM gone g WHERE c.practice = g.practice AND c.practice IN (SELECT practice FROM locked)`);
}

/** VACUUM ANALYZE of the register's tables (never inside a transaction). */
export async function tidyRegister(db: Db): Promise<void> {
  await db.execute(
    sql`VACUUM ANALYZE practitioners, practices, practitioner_search, practice_counts`,
  );
}
