// PGlite runs PostgreSQL in single-user mode, where no autovacuum worker exists: every save of
// a form page leaves the old row version (and its TOASTed JSON) behind, and the data directory
// grows without end (measured: 4,000 saves of a 200-row page left form_pages at 21 MB; 3 MB
// with a VACUUM every 500 saves). So the service vacuums the tables that churn, on a timer.
// A PostgreSQL server has autovacuum and needs none of this.
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

/** The tables rows are updated or deleted in while serving (the rest only grow or are static). */
export const CHURNING_TABLES = [
  "form_pages",
  "forms",
  "files",
  "sessions",
  "login_failures_by_address",
  "email_tokens",
  "captcha_solutions",
  "payments",
] as const;

export const VACUUM_INTERVAL_MS = 10 * 60 * 1000;

/** VACUUM (ANALYZE) of the churning tables; answers how long it held the connection. */
export async function vacuumChurningTables(database: Database): Promise<number> {
  const start = performance.now();
  await database.db.execute(sql.raw(`VACUUM (ANALYZE) ${CHURNING_TABLES.join(", ")}`));
  return performance.now() - start;
}

/** Vacuums every `intervalMs` while the process runs; the returned function stops it. */
export function scheduleVacuum(
  database: Database,
  log: {
    info(object: object, message: string): void;
    error(object: object, message: string): void;
  },
  intervalMs = VACUUM_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    vacuumChurningTables(database).then(
      (ms) => log.info({ ms: Math.round(ms) }, "vacuumed the churning tables"),
      (error: unknown) => log.error({ err: error }, "vacuum failed"),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
