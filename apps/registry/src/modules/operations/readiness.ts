// Whether this instance should be sent traffic (GET /readyz): its database answers, every
// migration is applied, and it is not shutting down. Cheap enough for a load balancer to ask
// every second: one `select 1` per probe, and the migration check only until it first holds
// (migrations are never taken back while the process runs).
import { type Database, pingDatabase } from "../../db/client.ts";
import { migrationsApplied } from "../../db/migrate.ts";

export type ReadinessReport = { ready: true } | { ready: false; reason: string };

export interface Readiness {
  check(): Promise<ReadinessReport>;
  /** SIGTERM: from now on not ready, whatever the database says. */
  shuttingDown(): void;
}

/** A database that has not answered within this is as good as down for a probe. */
export const DATABASE_PROBE_TIMEOUT_MS = 2_000;

function withinTime<T>(work: Promise<T>, ms: number): Promise<T | "timeout"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createReadiness(
  database: Database,
  options: { probeTimeoutMs?: number; migrationsApplied?: (db: Database) => Promise<boolean> } = {},
): Readiness {
  const timeoutMs = options.probeTimeoutMs ?? DATABASE_PROBE_TIMEOUT_MS;
  const applied = options.migrationsApplied ?? migrationsApplied;
  let stopping = false;
  let migrated = false;

  return {
    async check() {
      if (stopping) return { ready: false, reason: "shutting down" };
      try {
        const answered = await withinTime(pingDatabase(database.db), timeoutMs);
        if (answered === "timeout") {
          return { ready: false, reason: `the database did not answer within ${timeoutMs} ms` };
        }
        if (!migrated) migrated = await applied(database);
        if (!migrated) return { ready: false, reason: "database migrations are not applied" };
      } catch (error) {
        return {
          ready: false,
          reason: `the database cannot be reached: ${(error as Error).message}`,
        };
      }
      return stopping ? { ready: false, reason: "shutting down" } : { ready: true };
    },
    shuttingDown() {
      stopping = true;
    },
  };
}
