// Vitest's global setup for the registry: one PGlite database is made and migrated per run,
// and its data directory kept as a tar that every test's fresh PGlite starts from
// (test/databases.ts). Starting PGlite empty and migrating it took about 2.7 s per database on
// 2 cores – most of it PGlite's initdb – against 0.7 s from the tar, and the suite opens
// hundreds of them.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../src/db/client.ts";
import { runMigrations } from "../src/db/migrate.ts";

/** Names the tar of the migrated database, for the test workers this run starts. */
export const PGLITE_SNAPSHOT_ENV = "REGISTRY_TEST_PGLITE_SNAPSHOT";

export async function setup(): Promise<() => Promise<void>> {
  const database = await openDatabase({});
  let tar: Uint8Array;
  try {
    await runMigrations(database);
    tar = await database.dumpDataDir!();
  } finally {
    await database.close();
  }
  const dir = await mkdtemp(path.join(tmpdir(), "registry-pglite-"));
  const file = path.join(dir, "migrated.tar");
  await writeFile(file, tar);
  process.env[PGLITE_SNAPSHOT_ENV] = file;
  return async () => {
    delete process.env[PGLITE_SNAPSHOT_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}
