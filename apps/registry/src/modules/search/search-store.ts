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
import { type AnyPgColumn, PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { pgliteOf, queryPrepared } from "../../db/pglite-prepared.ts";
import { practitionerSearch as search } from "../../db/schema.ts";
import { folded } from "./store.ts";

/** Renders drizzle SQL to text and parameters, with the column casing of db/client.ts. */
const dialect = new PgDialect({ casing: "snake_case" });

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

/**
 * How a statement is planned (docs/decisions/013). A generic plan is made once per statement
 * text and reused; it cannot see a LIKE pattern, so the pattern is folded once, in a subquery
 * run before the scan (an InitPlan) – written as a plain expression, a generic plan folds it
 * again for every row it rechecks (≈ 0.15 ms a row on PGlite). A custom plan is made for each
 * execution's values (≈ 0.5 ms of planning on PGlite) and folds the pattern while planning, so
 * it can weigh the pattern's selectivity against a practice's.
 */
type Planning = "generic" | "custom";

const contains = (key: AnyPgColumn, text: string, planning: Planning) => {
  const pattern = folded(sql`${containsPattern(text)}`);
  return planning === "generic"
    ? sql`${key} LIKE (SELECT ${pattern})`
    : sql`${key} LIKE ${pattern}`;
};

/** Filters matched by text (partially, or Person ID exactly): the rows for any practice. */
const byText = (f: RegisterFilter) =>
  Boolean(f.surname || f.name || f.address || f.personId || f.city || f.suburb);

/**
 * A generic plan serves every search but one combining a practice with text: there the best
 * plan depends on both values (a rare surname among a common practice, or the reverse), which
 * only a custom plan sees.
 */
export const planningOf = (f: RegisterFilter): Planning =>
  byText(f) && f.practice !== undefined ? "custom" : "generic";

/**
 * The rows a search reads. `practice = ''` is written out, not bound, so that the planner can
 * prove the partial indexes' predicate from it in any plan, generic ones included.
 */
export function whereOf(f: RegisterFilter, planning: Planning = planningOf(f)): SQL {
  const text = byText(f);
  const matches = (key: AnyPgColumn, value: string) => contains(key, value, planning);
  const conditions: (SQL | false | undefined)[] = [
    text || !f.practice ? sql`${search.practice} = ''` : eq(search.practice, f.practice),
    f.eligibleOnly && sql`${search.eligible}`,
    f.volunteer && sql`${search.volunteer}`,
    f.personId !== undefined && eq(search.personId, f.personId),
    f.surname !== undefined && matches(search.surnameKey, f.surname),
    f.name !== undefined && matches(search.nameKey, f.name),
    f.address !== undefined && matches(search.addressKey, f.address),
    f.city !== undefined && matches(search.cityKey, f.city),
    f.suburb !== undefined && matches(search.suburbKey, f.suburb),
    f.ta !== undefined && eq(search.territorialAuthority, f.ta),
    f.dhb !== undefined && eq(search.dhb, f.dhb),
    text &&
      f.practice !== undefined &&
      sql`${search.practiceTypes} @> ARRAY[${f.practice}]::text[]`,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined && c !== false))!;
}

/** The postgres.js client behind a drizzle database (db/client.ts), or undefined. */
type PostgresClient = {
  unsafe(text: string, params: unknown[], options: { prepare: boolean }): Promise<unknown[]>;
};
const postgresOf = (db: Executor): PostgresClient | undefined => {
  const client = (db as { $client?: Partial<PostgresClient> }).$client;
  return typeof client?.unsafe === "function" ? (client as PostgresClient) : undefined;
};

/**
 * The rows of `query`, planned as `planning` says. On PGlite through a named prepared
 * statement (db/pglite-prepared.ts). On PostgreSQL a generic statement is prepared by
 * postgres.js once per connection and text (the server plans it as it sees fit, and the
 * pattern is folded once either way); a custom one is sent unnamed, planned for its values.
 * Inside a transaction, or on another driver, through drizzle.
 */
async function rowsFor<T>(db: Executor, query: SQL, planning: Planning): Promise<T[]> {
  const pglite = pgliteOf(db);
  if (pglite) return queryPrepared<T>(pglite, query, { plan: planning });
  const postgres = postgresOf(db);
  if (postgres) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await postgres.unsafe(text, params, { prepare: planning === "generic" })) as T[];
  }
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/**
 * One page of the people matching `filter`, in the register's order (surname, first names,
 * Person ID), with the number of all matches: one statement, one row, and the answer already
 * as the JSON text of SPEC §3's result – each match is stored as JSON (practitioners.match), so
 * it is sent on as the database holds it, never parsed and written again.
 */
export async function searchRegisterJson(
  db: Executor,
  filter: RegisterFilter,
  page: { limit: number; start: number },
): Promise<string> {
  const planning = planningOf(filter);
  const where = whereOf(filter, planning);
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
  const [row] = await rowsFor<{ result: string }>(
    db,
    sql`WITH ${pageOf}
    SELECT json_build_object('totalItems', ${total},
      'matches', coalesce((SELECT json_agg(p.match ORDER BY page.sort_key)
        FROM page JOIN practitioners p ON p.id = page.id), '[]'::json))::text AS result`,
    planning,
  );
  return row?.result ?? '{"totalItems":0,"matches":[]}';
}

/** `searchRegisterJson`, parsed. */
export async function searchRegister(
  db: Executor,
  filter: RegisterFilter,
  page: { limit: number; start: number },
): Promise<RegisterPage> {
  return JSON.parse(await searchRegisterJson(db, filter, page)) as RegisterPage;
}
