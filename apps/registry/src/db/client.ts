// The database client: embedded PGlite under DATA_DIR when no DATABASE_URL is given, a
// postgres.js pool when it is. Both speak the PostgreSQL dialect through one drizzle schema.
// PGlite runs on a thread of its own (db/pglite-thread.ts, docs/decisions/021).
//
// Why no queue of our own for PGlite: PGlite is one connection, and its `query`, `exec` and
// `transaction` (PGlite's base class, also on the thread's stand-in) all run under one
// transaction lock (statements inside a transaction take a second, inner lock). So a
// transaction never interleaves with another transaction nor with a stand-alone statement;
// that lock *is* the queue. db/client.test.ts proves it, so a change that loosens it fails the
// tests. Consequence for code: inside `db.transaction(tx => …)` use only `tx`; calling `db`
// there would wait on the very lock the transaction holds and hang (on PostgreSQL it would
// silently use a second connection).
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { restrictToOwner } from "../data-dir-access.ts";
import { ThreadedPGlite } from "./pglite-thread.ts";
import * as schema from "./schema.ts";
import { StatementTiming } from "./statement-timing.ts";
import { timedSql } from "./timed-postgres.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction callback receives. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What a store function runs on: the database or an open transaction. */
export type Executor = Db | Tx;

export type Driver = "pglite" | "postgres";

export interface Database {
  db: Db;
  driver: Driver;
  close(): Promise<void>;
  /** Every statement's duration, for whoever listens (the metrics). */
  statements: StatementTiming;
  /** PGlite: stand-alone statements and transactions waiting for its one connection or on it. */
  queueDepth?: () => number;
  /** PGlite: its data directory as a tar, consistent, taken between transactions. */
  dumpDataDir?: () => Promise<Uint8Array>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it, PGlite. */
  url?: string | undefined;
  /** PGlite's directory; without it (and without url), an in-memory database. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** Hears of PGlite's thread stopping unasked (every later statement would fail). */
  onFailure?: (error: Error) => void;
  /** PGlite: a tar of dumpDataDir to fill an empty dataDir from (a restore). */
  loadDataDir?: Uint8Array;
}

const drizzleOptions = { schema, casing: "snake_case" } as const;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Notices ("relation already exists, skipping" from the migrator) are not worth a log line.
    const client = postgres(options.url, { max: options.poolSize ?? 10, onnotice: () => {} });
    const statements = new StatementTiming();
    const db = drizzlePostgres({ client: timedSql(client, statements), ...drizzleOptions });
    return { db, driver: "postgres", close: () => client.end({ timeout: 5 }), statements };
  }
  let dir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    dir = join(options.dataDir, "pglite");
  }
  // On a thread of its own (db/pglite-thread.ts); drizzle needs only PGlite's query and
  // transaction, which it has.
  const client = await ThreadedPGlite.create(dir, options.onFailure, options.loadDataDir);
  // PGlite has just written a new database, or unpacked a restored one, with files of 0666
  // (data-dir-access.ts); what PostgreSQL writes later is 0600 already.
  if (dir) restrictToOwner(dir);
  const db = drizzlePglite({ client: client as unknown as PGlite, ...drizzleOptions });
  return {
    db,
    driver: "pglite",
    close: () => client.close(),
    statements: client.statements,
    queueDepth: () => client.queueDepth,
    dumpDataDir: () => client.dumpDataDir(),
  };
}

/** The rows of a raw statement: postgres.js answers them as a list, PGlite in an object. */
export async function executeRows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await ex.execute(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

/** One round trip to the database and back (readiness probes it). */
export async function pingDatabase(ex: Executor): Promise<void> {
  await ex.execute(sql`select 1`);
}
