// How an operator command (npm run audit, npm run staff:add) opens the service's database, as
// main.ts does: DATABASE_URL, else PGlite under DATA_DIR. PGlite's directory may be opened by
// one process at a time: while the service holds it (PGlite keeps postmaster.pid there while
// open) the command refuses rather than risk it.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Database, openDatabase } from "./client.ts";

/** The service's database, or why it may not be opened now. */
export async function openServiceDatabase(
  env: Record<string, string | undefined>,
): Promise<Database | string> {
  if (env.DATABASE_URL) return openDatabase({ url: env.DATABASE_URL, poolSize: 1 });
  const dataDir = env.DATA_DIR || "./data";
  const dir = join(dataDir, "pglite");
  if (!existsSync(dir)) return `no embedded database in ${dir} (set DATA_DIR or DATABASE_URL)`;
  if (existsSync(join(dir, "postmaster.pid"))) {
    return (
      `the embedded database in ${dir} is open (postmaster.pid): PGlite may be opened by one ` +
      "process at a time, so stop the service first (after a crash, start and stop it once), " +
      "or run the service on PostgreSQL (DATABASE_URL), which may be read at any time"
    );
  }
  return openDatabase({ dataDir });
}
