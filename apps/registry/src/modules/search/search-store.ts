// The peer search's one statement (search-statement.ts), run on the database: on PGlite as a
// named prepared statement, on PostgreSQL through postgres.js. The answer is the JSON text
// the database wrote, each person's certificate read from its dates on the day asked.
import type { Db } from "../../db/client.ts";
import { pgliteOf, queryPreparedText } from "../../db/pglite-prepared.ts";
import type { StoredMatch } from "../../db/schema.ts";
import {
  entryOf,
  type HeldCertificate,
  type HeldCondition,
  type RegisterEntry,
} from "../register/index.ts";
import {
  type Planning,
  type RegisterFilter,
  type RegisterPageRequest,
  searchStatement,
} from "./search-statement.ts";

export { containsPattern, type RegisterFilter } from "./search-statement.ts";

export interface RegisterPage {
  totalItems: number;
  matches: RegisterEntry[];
}

/** The postgres.js client behind a drizzle database (db/client.ts), or undefined. */
type PostgresClient = {
  unsafe(text: string, params: unknown[], options: { prepare: boolean }): Promise<unknown[]>;
};
const postgresOf = (db: Db): PostgresClient | undefined => {
  const client = (db as { $client?: Partial<PostgresClient> }).$client;
  return typeof client?.unsafe === "function" ? (client as PostgresClient) : undefined;
};

/**
 * The rows of a statement, planned as `planning` says. On PGlite through a named prepared
 * statement (db/pglite-prepared.ts). On PostgreSQL a generic statement is prepared by
 * postgres.js once per connection and text (the server then plans it as it sees fit; the
 * pattern is folded once either way), a custom one is sent unnamed and planned for its values.
 */
async function rowsOf<T>(
  db: Db,
  statement: { text: string; params: unknown[]; planning: Planning },
): Promise<T[]> {
  const { text, params, planning } = statement;
  const pglite = pgliteOf(db);
  if (pglite) return queryPreparedText<T>(pglite, text, params, { plan: planning });
  const postgres = postgresOf(db);
  if (!postgres) throw new Error("The peer search needs PGlite or postgres.js (db/client.ts)");
  return (await postgres.unsafe(text, params, { prepare: planning === "generic" })) as T[];
}

/**
 * A page as the statement answers it: each person as stored, with their latest certificates
 * and their conditions.
 */
interface StoredPage {
  totalItems: number;
  matches: Array<{ match: StoredMatch; held: HeldCertificate[]; conditions: HeldCondition[] }>;
}

/**
 * One page of the people matching `filter`, in the register's order (surname, first names,
 * Person ID), with the number of all matches, each certificate and condition as it stands on
 * `today` (YYYY-MM-DD).
 */
export async function searchRegister(
  db: Db,
  filter: RegisterFilter,
  page: RegisterPageRequest,
  today: string,
): Promise<RegisterPage> {
  const [row] = await rowsOf<{ result: string }>(db, searchStatement(filter, page));
  if (!row) return { totalItems: 0, matches: [] };
  const found = JSON.parse(row.result) as StoredPage;
  return {
    totalItems: found.totalItems,
    matches: found.matches.map(({ match, held, conditions }) =>
      entryOf(match, { certificates: held, conditions }, today),
    ),
  };
}
