// Applies the generated SQL migrations in apps/registry/drizzle with drizzle's migrator for
// the driver in use (each runs all pending migrations in one transaction).
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { Database, Schema } from "./client.ts";

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
