// Named prepared statements on PGlite, for statements on a hot path (the peer search,
// docs/decisions/011; the page saves, 015). A read skips PGlite's sync to the file system
// after the query; a write (`{ write: true }`) keeps it.
//
// A plain query() – PGlite's, or the one message of db/pglite-thread.ts – parses and analyses
// every statement again; for the search statement that is about a quarter of a search's cost,
// paid on PGlite's one connection, i.e. in every other request's queueing time too. Here each
// distinct statement text (a shape of filters, never their values) is parsed once under a
// name, then bound and executed in one message. It is a statement cache, not a result cache:
// every call runs against the database as it is.
//
// Every execution is planned for its own values (plan_cache_mode = force_custom_plan, set and
// reset around it in the same message) unless the caller asks for a generic plan, made once per
// statement text and reused (force_generic_plan, likewise), or leaves the choice to PostgreSQL
// ("auto": no SET, no RESET – two fewer queries, ≈ 0.13 ms of PGlite's thread).
//
// It holds both of PGlite's locks, as query() does (db/client.ts): it never runs inside, nor
// between the statements of, another caller's transaction. postgres.js needs none of this.
import { type PGlite, parse, protocol } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { concat } from "./bytes.ts";

/** Renders drizzle SQL to text and parameters, with the column casing of db/client.ts. */
const dialect = new PgDialect({ casing: "snake_case" });

/** Per PGlite instance: statement text → the name it was prepared under. */
const prepared = new WeakMap<PGlite, Map<string, string>>();

/** The PGlite instance behind a drizzle database, or undefined on any other driver. */
export function pgliteOf(db: unknown): PGlite | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client && typeof (client as PGlite).execProtocol === "function"
    ? (client as PGlite)
    : undefined;
}

/**
 * Runs `query` as a named prepared statement and answers its rows. `plan: "generic"` plans a
 * statement text once and reuses that plan (plan_cache_mode = force_generic_plan around each
 * execution instead), for statements whose best plan does not depend on their values. A LIKE
 * pattern qualifies only when folded in a subquery: a generic plan evaluates a plain expression
 * of a parameter again for every row it rechecks (docs/decisions/013).
 */
export async function queryPrepared<T>(
  client: PGlite,
  query: SQL,
  options: PreparedOptions = {},
): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return queryPreparedText<T>(client, text, params, options);
}

export interface PreparedOptions {
  write?: boolean;
  /**
   * custom (the default): planned for its values each time; generic: planned once; auto:
   * PostgreSQL's own choice (custom for five executions, then generic unless it costs more),
   * without the SET and RESET around the statement that the other two need.
   */
  plan?: "custom" | "generic" | "auto";
}

/** The plan_cache_mode each plan choice sets around its statement (auto: none, the default). */
const planCacheModes = {
  custom: "force_custom_plan",
  generic: "force_generic_plan",
  auto: undefined,
} as const satisfies Record<NonNullable<PreparedOptions["plan"]>, string | undefined>;

/** `queryPrepared` of a statement already rendered to text and parameters. */
export async function queryPreparedText<T>(
  client: PGlite,
  text: string,
  params: unknown[],
  options: PreparedOptions = {},
): Promise<T[]> {
  const mode = planCacheModes[options.plan ?? "custom"];
  const values = params.map((value) => (value === null ? null : String(value)));
  const statements = prepared.get(client) ?? new Map<string, string>();
  prepared.set(client, statements);
  const { serialize } = protocol;
  const send = (parts: Uint8Array[]) =>
    client.execProtocol(concat(parts), { syncToFs: options.write === true });
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const known = statements.get(text);
      const name = known ?? `prepared_${statements.size}`;
      try {
        const { messages } = await send([
          ...(mode ? [serialize.query(`SET plan_cache_mode = ${mode}`)] : []),
          ...(known ? [] : [serialize.parse({ name, text })]),
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
          ...(mode ? [serialize.query("RESET plan_cache_mode")] : []),
        ]);
        statements.set(text, name);
        const results = parse.parseResults(messages, client.parsers);
        return (results.find((r) => r.fields.length > 0)?.rows ?? []) as T[];
      } catch (error) {
        // The whole message ran (RESET included); a statement it prepared is dropped, so that
        // its name can be prepared again.
        if (!known) {
          await send([serialize.close({ type: "S", name }), serialize.sync()]).catch(() => {});
        }
        throw error;
      }
    }),
  );
}
