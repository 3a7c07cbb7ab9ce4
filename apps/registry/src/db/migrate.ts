// Applies the generated SQL migrations in apps/registry/drizzle with drizzle's migrator for
// the driver in use (each runs all pending migrations in one transaction).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { type Database, executeRows, type Schema } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/**
 * What the peer search's indexes need before any migration mentions them (DESIGN §3): the
 * pg_trgm and unaccent extensions ("trusted" since PostgreSQL 13, so a database owner who is
 * not a superuser may create them) and an IMMUTABLE wrapper of unaccent – unaccent itself is
 * only STABLE, so it cannot appear in a generated column or an index. Idempotent; kept here
 * rather than in a migration so regenerating the migrations never loses it.
 */
export const searchPrerequisites = [
  "CREATE EXTENSION IF NOT EXISTS pg_trgm",
  "CREATE EXTENSION IF NOT EXISTS unaccent",
  `CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
     LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
     RETURN public.unaccent('public.unaccent'::regdictionary, $1)`,
];

/** Applies every pending migration of `folder` (another folder only in upgrade tests). */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  for (const statement of searchPrerequisites) {
    await database.db.execute(sql.raw(statement));
  }
  const config = { migrationsFolder: folder };
  if (database.driver === "pglite") {
    await migratePglite(database.db as PgliteDatabase<Schema>, config);
  } else {
    await migratePostgres(database.db as PostgresJsDatabase<Schema>, config);
  }
}

/** When the newest migration of `folder` was made (drizzle's journal), as drizzle records it. */
function newestMigrationMillis(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * True when the database holds every migration of `folder`: drizzle's own record of applied
 * migrations reaches the newest one. Cheap (one row), for the readiness probe.
 */
export async function migrationsApplied(
  database: Database,
  folder = migrationsFolder,
): Promise<boolean> {
  const wanted = newestMigrationMillis(folder);
  try {
    const [row] = await executeRows<{ newest: string | null }>(
      database.db,
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const newest = row?.newest;
    return newest !== null && newest !== undefined && Number(newest) >= wanted;
  } catch (error) {
    // No record at all (undefined_table): nothing was ever migrated here. Drizzle wraps the
    // driver's error, whose code is on its cause.
    const cause = (error as { cause?: { code?: string } }).cause;
    if (cause?.code === "42P01") return false;
    throw error;
  }
}

/** Migrations applied in the database; 0 when it has never been migrated. */
export async function migrationCount(database: Database): Promise<number> {
  try {
    const [row] = await executeRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return row?.n ?? 0;
  } catch {
    return 0;
  }
}
