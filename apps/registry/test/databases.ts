// The databases every service test runs against: a fresh in-memory PGlite always, and a fresh
// PostgreSQL database when TEST_DATABASE_URL names a server whose role may CREATE DATABASE.
// Use with describe.each(testDatabases) so one suite covers both.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import postgres from "postgres";
import { type Database, openDatabase } from "../src/db/client.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { PGLITE_SNAPSHOT_ENV } from "./pglite-snapshot.ts";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /** A new, migrated, empty database; its close() also drops it. */
  open(): Promise<Database>;
}

const pglite: TestDatabase = {
  name: "pglite",
  async open() {
    // From the run's migrated database when vitest made one (test/pglite-snapshot.ts); the
    // migrations then find nothing to do, and still bring an older tar up to date.
    const snapshot = process.env[PGLITE_SNAPSHOT_ENV];
    const loadDataDir = snapshot ? new Uint8Array(await readFile(snapshot)) : undefined;
    const database = await openDatabase(loadDataDir ? { loadDataDir } : {});
    await runMigrations(database);
    return database;
  },
};

/**
 * Drops a test database. FORCE ends this role's connections, but an autovacuum worker that has
 * just started on the new database belongs to no role the tests may signal (42501): it ends
 * by itself within moments, so the drop is tried again meanwhile.
 */
async function dropDatabase(admin: postgres.Sql, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** A new, empty PostgreSQL database on the server of `adminUrl`: its URL, and its drop. */
export async function freshPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `registry_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await dropDatabase(admin, name);
      await admin.end();
    },
  };
}

function postgresServer(adminUrl: string): TestDatabase {
  return {
    name: "postgres",
    async open() {
      const fresh = await freshPostgresDatabase(adminUrl);
      const database = await openDatabase({ url: fresh.url, poolSize: 4 });
      await runMigrations(database);
      return {
        ...database,
        async close() {
          await database.close();
          await fresh.drop();
        },
      };
    },
  };
}

/** TEST_DATABASE_URL: a server whose role may create databases, when the tests have one. */
export const adminUrl = process.env.TEST_DATABASE_URL;

export const testDatabases: TestDatabase[] = adminUrl
  ? [pglite, postgresServer(adminUrl)]
  : [pglite];

/**
 * PGlite alone: for a suite that proves nothing a server's several connections could change
 * (PGlite is PostgreSQL itself), so the time of `npm test` goes where PostgreSQL adds proof.
 */
export const pgliteOnly: TestDatabase[] = testDatabases.filter((d) => d.name === "pglite");
