// Applies the generated SQL migrations in apps/registry/drizzle with drizzle's migrator for
// the driver in use (each runs all pending migrations in one transaction).
import { fileURLToPath } from "node:url";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import type { Database, Schema } from "./client.ts";

export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder };
  if (database.driver === "pglite") {
    await migratePglite(database.db as PgliteDatabase<Schema>, config);
  } else {
    await migratePostgres(database.db as PostgresJsDatabase<Schema>, config);
  }
}
