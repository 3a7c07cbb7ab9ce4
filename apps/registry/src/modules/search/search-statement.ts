// The SQL of a peer search (docs/decisions/011, 013): which rows it reads and how, rendered once
// per shape of filters – which filters are given, never their values – and cached, so that a
// search binds its values to ready text instead of building and rendering SQL again (≈ 0.1 ms
// a search, on PGlite's one thread too). It reads practitioner_search (schema.ts):
// - a search by text (Surname, Name, Address, City, Suburb, PersonID) reads the rows for any
//   practice, where the trigram indexes answer `key LIKE '%…%'` and the practice (or any of
//   several, the public register's profession) is a filter on practice_types; the matches are
//   found once, then counted and paged;
// - a search by exact filters only (practice, flags, TA, DHB) reads the practice's own rows,
//   paged from a btree alone; counted from it too when TA or DHB is given, else read from the
//   practice's count (practice_counts).
// Text is folded by the database as the keys were (case, diacritics), and LIKE's own
// metacharacters are escaped, so they match literally.
import { and, eq, fillPlaceholders, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, PgDialect } from "drizzle-orm/pg-core";
import {
  practisingCertificates as certificates,
  practiceConditions,
  practiceCounts,
  practitionerSearch as search,
} from "../../db/schema.ts";
import { folded } from "../register/index.ts";

/** The filters of a search, already validated and trimmed; empty ones are left out. */
export interface RegisterFilter {
  eligibleOnly?: boolean;
  volunteer?: boolean;
  practice?: string | undefined;
  /** Any of these practice types (the public register's profession), on the rows for any practice. */
  practiceAny?: readonly string[] | undefined;
  surname?: string | undefined;
  name?: string | undefined;
  address?: string | undefined;
  personId?: string | undefined;
  city?: string | undefined;
  suburb?: string | undefined;
  ta?: string | undefined;
  dhb?: string | undefined;
}

export interface RegisterPageRequest {
  limit: number;
  start: number;
}

/** `text` as a LIKE pattern matching it anywhere, its %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * How a statement is planned. A generic plan is made once per statement text and reused; it
 * cannot see a LIKE pattern, so the pattern is folded once, in a subquery run before the scan
 * (an InitPlan) – written as a plain expression, a generic plan folds it again for every row it
 * rechecks (≈ 0.15 ms a row on PGlite). A custom plan is made for each execution's values
 * (≈ 0.5 ms of planning on PGlite) and folds the pattern while planning, so it can weigh the
 * pattern's selectivity against a practice's.
 */
export type Planning = "generic" | "custom";

/**
 * Filters matched by text (partially, or Person ID exactly), or by any of several practice
 * types: the rows for any practice.
 */
const byText = (f: RegisterFilter) =>
  Boolean(f.surname || f.name || f.address || f.personId || f.city || f.suburb || f.practiceAny);

/**
 * A generic plan serves every search but one combining a practice with text, or two partial
 * texts: there the best plan depends on the values (a rare surname among a common practice or
 * a big city, or the reverse), which only a custom plan sees.
 */
const planningOf = (f: RegisterFilter): Planning =>
  (byText(f) && f.practice !== undefined) ||
  texts.filter((name) => f[name] !== undefined).length > 1
    ? "custom"
    : "generic";

const texts = ["surname", "name", "address", "city", "suburb"] as const;
const exact = ["practice", "personId", "ta", "dhb"] as const;
const keyOf = {
  surname: search.surnameKey,
  name: search.nameKey,
  address: search.addressKey,
  city: search.cityKey,
  suburb: search.suburbKey,
} satisfies Record<(typeof texts)[number], AnyPgColumn>;

const value = (name: string) => sql.placeholder(name);

const contains = (key: AnyPgColumn, name: string, planning: Planning) => {
  const pattern = folded(sql`${value(name)}`);
  return planning === "generic"
    ? sql`${key} LIKE (SELECT ${pattern})`
    : sql`${key} LIKE ${pattern}`;
};

/**
 * The rows a search reads, its values as placeholders. `practice = ''` is written out, not
 * bound, so that the planner can prove the partial indexes' predicate from it in any plan.
 */
function whereOf(f: RegisterFilter, planning: Planning): SQL {
  const text = byText(f);
  const conditions: (SQL | false | undefined)[] = [
    text || !f.practice ? sql`${search.practice} = ''` : eq(search.practice, value("practice")),
    f.eligibleOnly && sql`${search.eligible}`,
    f.volunteer && sql`${search.volunteer}`,
    f.personId !== undefined && eq(search.personId, value("personId")),
    ...texts.map((name) => f[name] !== undefined && contains(keyOf[name], name, planning)),
    f.ta !== undefined && eq(search.territorialAuthority, value("ta")),
    f.dhb !== undefined && eq(search.dhb, value("dhb")),
    text &&
      f.practice !== undefined &&
      sql`${search.practiceTypes} @> ARRAY[${value("practice")}]::text[]`,
    f.practiceAny !== undefined && sql`${search.practiceTypes} && ${value("practiceAny")}::text[]`,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined && c !== false))!;
}

/**
 * The number of matches of a search by a practice and flags only, read from its count
 * (schema.ts `practiceCounts`, '' counting everyone) rather than counted from thousands of
 * index entries; undefined for any other search.
 */
function countedPerPractice(f: RegisterFilter): SQL | undefined {
  if (byText(f) || f.ta !== undefined || f.dhb !== undefined) return undefined;
  const counted = f.eligibleOnly
    ? f.volunteer
      ? practiceCounts.eligibleVolunteers
      : practiceCounts.eligible
    : f.volunteer
      ? practiceCounts.volunteers
      : practiceCounts.people;
  const practice = f.practice === undefined ? sql`''` : value("practice");
  return sql`coalesce((SELECT ${counted} FROM ${practiceCounts}
    WHERE ${practiceCounts.practice} = ${practice}), 0)`;
}

/**
 * Certificates read per person: enough to find the one in force beside an upcoming one and the
 * one before it (register/practising-standing.ts's shownCertificateOf).
 */
const HELD_PER_PERSON = 3;

/**
 * One page of matches in the register's order (surname, first names, Person ID) with the number
 * of all matches, as JSON text: one statement, one row. Each match is stored as JSON
 * (practitioners.match) and sent as the database holds it, with the person's certificates.
 */
function statementOf(f: RegisterFilter, planning: Planning): SQL {
  const where = whereOf(f, planning);
  const order = sql`ORDER BY sort_key LIMIT ${value("limit")} OFFSET ${value("start")}`;
  // By text, the matches are found once (by the trigram indexes), then counted and paged. They
  // are materialised on purpose: planned together with the LIMIT, PostgreSQL 15 would rather
  // walk the ordered btree and test every row than sort a few hundred matches.
  // By exact filters, the count is read from an index alone and the page walks it in order.
  const [pageOf, total] = byText(f)
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
        countedPerPractice(f) ?? sql`(SELECT count(*)::int FROM ${search} WHERE ${where})`,
      ];
  // Each person's latest certificates and their conditions come with them: where each stands
  // is read from its dates on the day of the search (modules/register), never stored.
  const held = sql`(SELECT coalesce(json_agg(json_build_object('year', c.year,
      'startsOn', c.starts_on, 'endsOn', c.ends_on, 'status', c.status)), '[]'::json)
    FROM (SELECT * FROM ${certificates} c WHERE c.practitioner_id = p.id
      ORDER BY c.ends_on DESC LIMIT ${HELD_PER_PERSON}) c)`;
  const conditions = sql`(SELECT coalesce(json_agg(json_build_object('type', k.type,
      'wording', k.wording, 'startsOn', k.starts_on, 'endsOn', k.ends_on,
      'reviewOn', k.review_on, 'liftedOn', k.lifted_on) ORDER BY k.starts_on, k.id), '[]'::json)
    FROM ${practiceConditions} k WHERE k.practitioner_id = p.id)`;
  return sql`WITH ${pageOf}
    SELECT json_build_object('totalItems', ${total},
      'matches', coalesce((SELECT json_agg(json_build_object('match', p.match, 'held', ${held},
          'conditions', ${conditions})
        ORDER BY page.sort_key)
        FROM page JOIN practitioners p ON p.id = page.id), '[]'::json))::text AS result`;
}

/** Renders drizzle SQL to text and parameters, with the column casing of db/client.ts. */
const dialect = new PgDialect({ casing: "snake_case" });

/** Shape of filters → the statement's text and its parameters (placeholders). */
const rendered = new Map<string, { text: string; params: unknown[]; planning: Planning }>();

/** The search's statement text, its parameters in order, and how to plan it. */
export function searchStatement(f: RegisterFilter, page: RegisterPageRequest) {
  const planning = planningOf(f);
  const shape = [
    planning,
    f.eligibleOnly ? "eligible" : "",
    f.volunteer ? "volunteer" : "",
    ...[...texts, ...exact].filter((name) => f[name] !== undefined),
    f.practiceAny ? "practiceAny" : "",
  ].join(" ");
  let statement = rendered.get(shape);
  if (!statement) {
    const { sql: text, params } = dialect.sqlToQuery(statementOf(f, planning));
    statement = { text, params, planning };
    rendered.set(shape, statement);
  }
  const values: Record<string, unknown> = { limit: page.limit, start: page.start };
  for (const name of exact) values[name] = f[name];
  for (const name of texts) if (f[name] !== undefined) values[name] = containsPattern(f[name]);
  // One array literal (drizzle would spread a JS array into one parameter per element).
  if (f.practiceAny)
    values.practiceAny = `{${f.practiceAny.map((p) => JSON.stringify(p)).join(",")}}`;
  return { text: statement.text, params: fillPlaceholders(statement.params, values), planning };
}
