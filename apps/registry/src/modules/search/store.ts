// SQL of the practitioner register: writing people with their practices and search rows, and
// counting them. The search statement itself is in search-store.ts.
import type { PeerMatch } from "@portal/contract";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { practices, practitionerSearch, practitioners } from "../../db/schema.ts";

export interface NewPractice {
  practice: string;
  qualifications: string;
  registrationDate: string;
  hpiNumber: string;
  status: string;
  apcStatus: string;
  apcPeriod: string;
}

export interface NewPractitioner {
  personId: string;
  firstNames: string;
  surname: string;
  contact: string;
  address: string;
  suburb: string;
  city: string;
  territorialAuthority: string;
  dhb: string;
  eligible: boolean;
  volunteer: boolean;
  practices: NewPractice[];
}

/** The person as a search answers them (SPEC §3 match). */
export function matchOf(person: NewPractitioner): PeerMatch {
  return {
    FirstName: person.firstNames,
    Surname: person.surname,
    "Person ID": person.personId,
    FullName: `${person.firstNames} ${person.surname}`,
    Contact: person.contact,
    City: person.city,
    Suburb: person.suburb,
    TerritorialAuthority: person.territorialAuthority,
    DHB: person.dhb,
    Practices: person.practices.map((p) => ({
      Practice: p.practice,
      Qualifications: p.qualifications,
      RegistrationDate: p.registrationDate,
      HPINumber: p.hpiNumber,
      Status: p.status,
      APCStatus: p.apcStatus,
      APCPeriod: p.apcPeriod,
    })),
  };
}

/** `text` folded as every search key is: lower case, diacritics removed, by the database. */
export const folded = (text: SQL) => sql`lower(immutable_unaccent(${text}))`;

/**
 * The search rows of the given people (schema.ts `practitionerSearch`), made by the database
 * from what was just written: the row for any practice with every folded key, and one row per
 * practice type held with the exact filters only.
 */
function insertSearchRows(db: Executor, ids: number[]) {
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
function countPractices(db: Executor, ids: number[]) {
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
 * Adds the people whose Person ID is not in the register yet, with their practices and search
 * rows; people already there are left as they are. Answers how many were added. Run it in a
 * transaction, so that nobody is ever half-written.
 */
export async function insertPractitioners(db: Executor, people: NewPractitioner[]) {
  if (people.length === 0) return 0;
  const added = await db
    .insert(practitioners)
    .values(
      people.map((person) => {
        const { practices: _held, ...columns } = person;
        return { ...columns, match: matchOf(person) };
      }),
    )
    .onConflictDoNothing({ target: practitioners.personId })
    .returning({ id: practitioners.id, personId: practitioners.personId });
  if (added.length === 0) return 0;
  const byPersonId = new Map(people.map((p) => [p.personId, p]));
  const rows = added.flatMap(({ id, personId }) =>
    byPersonId
      .get(personId)!
      .practices.map((practice, position) => ({ ...practice, practitionerId: id, position })),
  );
  if (rows.length > 0) await db.insert(practices).values(rows);
  const ids = added.map((a) => a.id);
  await insertSearchRows(db, ids);
  await countPractices(db, ids);
  return added.length;
}

/** VACUUM ANALYZE of the register's tables (never inside a transaction). */
export async function tidyRegister(db: Db): Promise<void> {
  await db.execute(
    sql`VACUUM ANALYZE practitioners, practices, practitioner_search, practice_counts`,
  );
}

export async function countPractitioners(db: Executor): Promise<number> {
  return db.$count(practitioners);
}

/**
 * Sets the practising certificate (status and period) of a person's practices – those named,
 * or all when none are – and rewrites the match the search answers, in the caller's
 * transaction. Answers false when the person is not in the register.
 */
export async function setPractisingCertificate(
  tx: Executor,
  practitionerId: number,
  certificate: { apcStatus: string; apcPeriod: string; practices?: readonly string[] },
): Promise<boolean> {
  const [person] = await tx
    .select()
    .from(practitioners)
    .where(eq(practitioners.id, practitionerId));
  if (!person) return false;
  const held = await tx
    .select()
    .from(practices)
    .where(eq(practices.practitionerId, practitionerId))
    .orderBy(asc(practices.position));
  const named = certificate.practices?.filter((p) => held.some((h) => h.practice === p));
  const chosen = named && named.length > 0 ? new Set(named) : undefined;
  const updated = held.map((p) =>
    !chosen || chosen.has(p.practice)
      ? { ...p, apcStatus: certificate.apcStatus, apcPeriod: certificate.apcPeriod }
      : p,
  );
  for (const p of updated) {
    await tx
      .update(practices)
      .set({ apcStatus: p.apcStatus, apcPeriod: p.apcPeriod })
      .where(eq(practices.id, p.id));
  }
  const match = matchOf({ ...person, practices: updated });
  await tx.update(practitioners).set({ match }).where(eq(practitioners.id, practitionerId));
  return true;
}

/**
 * Takes the given people out of the counts per practice type, by their search rows (about to
 * be rewritten). The counts' rows are locked in the order of their practice first, as
 * countPractices locks them, so that two edits never wait on each other in a cycle.
 */
function uncountPractices(db: Executor, ids: number[]) {
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

/**
 * Replaces a person's practices (and, when given, whether a peer may choose them), rewriting
 * their match, search rows and the counts per practice type, in the caller's transaction: the
 * searches answer the change as soon as it commits. Answers false when the person is not in
 * the register.
 */
export async function replacePractices(
  tx: Executor,
  practitionerId: number,
  change: { practices: readonly NewPractice[]; eligible?: boolean | undefined },
): Promise<boolean> {
  const [person] = await tx
    .select()
    .from(practitioners)
    .where(eq(practitioners.id, practitionerId))
    .for("update");
  if (!person) return false;
  const eligible = change.eligible ?? person.eligible;
  await uncountPractices(tx, [practitionerId]);
  await tx.delete(practitionerSearch).where(eq(practitionerSearch.practitionerId, practitionerId));
  await tx.delete(practices).where(eq(practices.practitionerId, practitionerId));
  if (change.practices.length > 0) {
    await tx
      .insert(practices)
      .values(change.practices.map((p, position) => ({ ...p, practitionerId, position })));
  }
  const match = matchOf({ ...person, practices: [...change.practices] });
  await tx
    .update(practitioners)
    .set({ eligible, match })
    .where(eq(practitioners.id, practitionerId));
  await insertSearchRows(tx, [practitionerId]);
  await countPractices(tx, [practitionerId]);
  return true;
}

/**
 * A person of the register with their practices in order, by Person ID; `lock` holds the
 * person's row for the caller's transaction (an edit reads what it replaces).
 */
export async function findPractitionerRecord(ex: Executor, personId: string, lock = false) {
  const byPersonId = ex.select().from(practitioners).where(eq(practitioners.personId, personId));
  const [person] = await (lock ? byPersonId.for("update") : byPersonId);
  if (!person) return undefined;
  const held = await ex
    .select()
    .from(practices)
    .where(eq(practices.practitionerId, person.id))
    .orderBy(asc(practices.position));
  return { person, practices: held };
}

/** The Person ID the register gives its next person: one more than the highest numeric one. */
export async function nextPersonId(tx: Executor): Promise<string> {
  // Two accepts at once must not take the same number: serialised for the transaction.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('practitioners.person_id'))`);
  const [row] = await tx
    .select({
      next: sql<number>`coalesce(max(${practitioners.personId}::bigint), 0) + 1`.mapWith(Number),
    })
    .from(practitioners)
    .where(sql`${practitioners.personId} ~ '^[0-9]{1,15}$'`);
  return String(row?.next ?? 1);
}

/** The person with their practices as a search answers them, by id. */
export async function findPractitionerMatch(ex: Executor, practitionerId: number) {
  const [row] = await ex
    .select({ match: practitioners.match })
    .from(practitioners)
    .where(eq(practitioners.id, practitionerId));
  return row?.match;
}

/** The id of the person with this Person ID. */
export async function findPractitionerId(ex: Executor, personId: string) {
  const [row] = await ex
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(eq(practitioners.personId, personId));
  return row?.id;
}
