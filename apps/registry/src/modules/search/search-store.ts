// The peer search as one statement (docs/decisions/011): a page of matches, in the register's
// order, with the number of all matches. It reads practitioner_search (schema.ts):
// - a search by text (Surname, Name, Address, City, Suburb, PersonID) reads the rows for any
//   practice, where the trigram indexes answer `key LIKE '%…%'` and the practice is a filter
//   on practice_types; the matches are found once, then counted and paged;
// - a search by exact filters only (practice, flags, TA, DHB) reads the practice's own rows,
//   counted and paged from a btree alone.
// Text is folded by the database as the keys were (case, diacritics), and LIKE's own
// metacharacters are escaped, so they match literally.
import type { PeerMatch } from "@portal/contract";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { pgliteOf, queryPrepared } from "../../db/pglite-prepared.ts";
import { practitionerSearch as search } from "../../db/schema.ts";
import { folded } from "./store.ts";

/** The filters of a search, already validated and trimmed; empty ones are left out. */
export interface RegisterFilter {
  eligibleOnly?: boolean;
  volunteer?: boolean;
  practice?: string | undefined;
  surname?: string | undefined;
  name?: string | undefined;
  address?: string | undefined;
  personId?: string | undefined;
  city?: string | undefined;
  suburb?: string | undefined;
  ta?: string | undefined;
  dhb?: string | undefined;
}

export interface RegisterPage {
  totalItems: number;
  matches: PeerMatch[];
}

/** `text` as a LIKE pattern matching it anywhere, its %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const contains = (key: AnyPgColumn, text: string) =>
  sql`${key} LIKE ${folded(sql`${containsPattern(text)}`)}`;

/** Filters matched by text (partially, or Person ID exactly): the rows for any practice. */
const byText = (f: RegisterFilter) =>
  Boolean(f.surname || f.name || f.address || f.personId || f.city || f.suburb);

/**
 * The rows a search reads. `practice = ''` is written out, not bound, so that the planner can
 * prove the partial indexes' predicate from it in any plan, generic ones included.
 */
export function whereOf(f: RegisterFilter): SQL {
  const text = byText(f);
  const conditions: (SQL | false | undefined)[] = [
    text || !f.practice ? sql`${search.practice} = ''` : eq(search.practice, f.practice),
    f.eligibleOnly && sql`${search.eligible}`,
    f.volunteer && sql`${search.volunteer}`,
    f.personId !== undefined && eq(search.personId, f.personId),
    f.surname !== undefined && contains(search.surnameKey, f.surname),
    f.name !== undefined && contains(search.nameKey, f.name),
    f.address !== undefined && contains(search.addressKey, f.address),
    f.city !== undefined && contains(search.cityKey, f.city),
    f.suburb !== undefined && contains(search.suburbKey, f.suburb),
    f.ta !== undefined && eq(search.territorialAuthority, f.ta),
    f.dhb !== undefined && eq(search.dhb, f.dhb),
    text &&
      f.practice !== undefined &&
      sql`${search.practiceTypes} @> ARRAY[${f.practice}]::text[]`,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined && c !== false))!;
}

/**
 * The rows of `query`: on PGlite through a named prepared statement (db/pglite-prepared.ts),
 * elsewhere through drizzle (postgres.js answers the rows, PGlite inside a transaction an
 * object holding them).
 */
async function rowsFor<T>(db: Executor, query: SQL): Promise<T[]> {
  const pglite = pgliteOf(db);
  if (pglite) return queryPrepared<T>(pglite, query);
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * One page of the people matching `filter`, in the register's order (surname, first names,
 * Person ID), with the number of all matches: one statement, one row.
 */
export async function searchRegister(
  db: Executor,
  filter: RegisterFilter,
  page: { limit: number; start: number },
): Promise<RegisterPage> {
  const where = whereOf(filter);
  const order = sql`ORDER BY sort_key LIMIT ${page.limit} OFFSET ${page.start}`;
  // By text, the matches are found once (by the trigram indexes), then counted and paged. They
  // are materialised on purpose: planned together with the LIMIT, PostgreSQL 15 would rather
  // walk the ordered btree and test every row than sort a few hundred matches.
  // By exact filters, the count is read from an index alone and the page walks it in order.
  const [pageOf, total] = byText(filter)
    ? [
        sql`hits AS MATERIALIZED (
          SELECT ${search.practitionerId} AS id, ${search.sortKey} AS sort_key
          FROM ${search} WHERE ${where}),
        page AS (SELECT id, sort_key FROM hits ${order})`,
        sql`(SELECT count(*)::int FROM hits)`,
      ]
    : [
        sql`page AS (
          SELECT ${search.practitionerId} AS id, ${search.sortKey} AS sort_key
          FROM ${search} WHERE ${where} ${order})`,
        sql`(SELECT count(*)::int FROM ${search} WHERE ${where})`,
      ];
  const [row] = await rowsFor<RegisterPage>(
    db,
    sql`WITH ${pageOf}
    SELECT ${total} AS "totalItems",
      coalesce((SELECT json_agg(p.match ORDER BY page.sort_key)
        FROM page JOIN practitioners p ON p.id = page.id), '[]'::json) AS matches`,
  );
  return { totalItems: row?.totalItems ?? 0, matches: row?.matches ?? [] };
}
