// SQL of the practitioner register: writing people with their practices, and the peer search.
// Text filters match the generated, folded *_key columns (lower case, no diacritics) with
// LIKE '%…%', which the trigram GIN indexes answer; the input is folded the same way by the
// database (immutable_unaccent), and LIKE's own metacharacters are escaped so they match
// literally. Exact filters (Person ID, practice, TA, DHB, flags) use plain equality.
import type { PeerMatch } from "@portal/contract";
import { and, arrayContains, asc, count, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Executor } from "../../db/client.ts";
import { practices, practitioners } from "../../db/schema.ts";

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

/**
 * Adds the people whose Person ID is not in the register yet (with their practices); people
 * already there are left as they are. Answers how many were added.
 */
export async function insertPractitioners(db: Executor, people: NewPractitioner[]) {
  if (people.length === 0) return 0;
  const added = await db
    .insert(practitioners)
    .values(
      people.map(({ practices: held, ...person }) => ({
        ...person,
        practiceTypes: [...new Set(held.map((p) => p.practice))],
      })),
    )
    .onConflictDoNothing({ target: practitioners.personId })
    .returning({ id: practitioners.id, personId: practitioners.personId });
  const byPersonId = new Map(people.map((p) => [p.personId, p]));
  const rows = added.flatMap(({ id, personId }) =>
    byPersonId
      .get(personId)!
      .practices.map((practice, position) => ({ ...practice, practitionerId: id, position })),
  );
  if (rows.length > 0) await db.insert(practices).values(rows);
  return added.length;
}

/** VACUUM ANALYZE of the register's tables (never inside a transaction). */
export async function tidyRegister(db: Db): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE practitioners, practices`);
}

export async function countPractitioners(db: Executor): Promise<number> {
  return db.$count(practitioners);
}

/** The filters of a search, already validated and trimmed; empty ones are left out. */
export interface RegisterFilter {
  eligibleOnly?: boolean;
  volunteer?: boolean;
  practice?: string;
  surname?: string;
  name?: string;
  address?: string;
  personId?: string;
  city?: string;
  suburb?: string;
  ta?: string;
  dhb?: string;
}

/** `text` as a LIKE pattern matching it anywhere, its %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** key LIKE '%text%' with text folded as the key is (lower case, diacritics removed). */
const contains = (key: AnyPgColumn, text: string) =>
  sql`${key} LIKE lower(immutable_unaccent(${containsPattern(text)}))`;

// Drizzle leaves columns unqualified in a single-table query, where "id" inside a subquery on
// practices would mean practices.id: the correlated subqueries name the outer row in full.
const outerId = sql.raw(`"practitioners"."id"`);

export function whereOf(filter: RegisterFilter): SQL | undefined {
  const p = practitioners;
  const conditions: (SQL | undefined)[] = [
    filter.eligibleOnly ? eq(p.eligible, true) : undefined,
    filter.volunteer ? eq(p.volunteer, true) : undefined,
    filter.personId ? eq(p.personId, filter.personId) : undefined,
    filter.surname ? contains(p.surnameKey, filter.surname) : undefined,
    filter.name ? contains(p.nameKey, filter.name) : undefined,
    filter.address ? contains(p.addressKey, filter.address) : undefined,
    filter.city ? contains(p.cityKey, filter.city) : undefined,
    filter.suburb ? contains(p.suburbKey, filter.suburb) : undefined,
    filter.ta ? eq(p.territorialAuthority, filter.ta) : undefined,
    filter.dhb ? eq(p.dhb, filter.dhb) : undefined,
    filter.practice ? arrayContains(p.practiceTypes, [filter.practice]) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

export interface RegisterPage {
  totalItems: number;
  matches: PeerMatch[];
}

/**
 * One page of the people matching `filter`, in the register's order (surname, first names,
 * Person ID), with the number of all matches. One statement for the page and the count.
 */
export async function searchRegister(
  db: Executor,
  filter: RegisterFilter,
  page: { limit: number; start: number },
): Promise<RegisterPage> {
  const p = practitioners;
  const where = whereOf(filter);
  const practiceList = sql<PeerMatch["Practices"]>`coalesce((
    SELECT json_agg(json_build_object(
      'Practice', ${practices.practice},
      'Qualifications', ${practices.qualifications},
      'RegistrationDate', ${practices.registrationDate},
      'HPINumber', ${practices.hpiNumber},
      'Status', ${practices.status},
      'APCStatus', ${practices.apcStatus},
      'APCPeriod', ${practices.apcPeriod}
    ) ORDER BY ${practices.position}, ${practices.id})
    FROM ${practices} WHERE ${practices.practitionerId} = ${outerId}
  ), '[]'::json)`;
  const rows = await db
    .select({
      personId: p.personId,
      firstNames: p.firstNames,
      surname: p.surname,
      contact: p.contact,
      city: p.city,
      suburb: p.suburb,
      ta: p.territorialAuthority,
      dhb: p.dhb,
      practices: practiceList,
      total: sql<number>`count(*) OVER ()`.mapWith(Number),
    })
    .from(p)
    .where(where)
    .orderBy(asc(p.surnameKey), asc(p.nameKey), asc(p.personId))
    .limit(page.limit)
    .offset(page.start);
  // Past the last page there is no row to carry the count.
  const totalItems =
    rows[0]?.total ??
    (page.start > 0
      ? await db
          .select({ n: count() })
          .from(p)
          .where(where)
          .then((r) => r[0]?.n ?? 0)
      : 0);
  return {
    totalItems: totalItems ?? 0,
    matches: rows.map((row) => ({
      FirstName: row.firstNames,
      Surname: row.surname,
      "Person ID": row.personId,
      FullName: `${row.firstNames} ${row.surname}`,
      Contact: row.contact,
      City: row.city,
      Suburb: row.suburb,
      TerritorialAuthority: row.ta,
      DHB: row.dhb,
      Practices: typeof row.practices === "string" ? JSON.parse(row.practices) : row.practices,
    })),
  };
}
