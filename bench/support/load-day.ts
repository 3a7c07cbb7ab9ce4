// What the load benchmark's storm runs beside: the day's scheduled work, prepared in the
// database before the instances start, let finish after the storm, then reported.
import { and, count, countDistinct, eq, inArray, isNotNull, max } from "drizzle-orm";
import { type Db, openDatabase } from "../../apps/registry/src/db/client.ts";
import {
  jobs,
  practisingCertificates,
  renewalReminders,
} from "../../apps/registry/src/db/schema.ts";

export type Where = { dataDir: string } | { url: string };

export interface BenchDay {
  /** Added to every instance's environment. */
  env: Record<string, string>;
  prepare(where: Where, stormEmails: string[]): Promise<void>;
  /** After the storm, while the instances still run: the day's work finishes. */
  settle(where: Where): Promise<void>;
  /** What the day did, and what of it breaks a budget (nothing when met). */
  outcome(where: Where, stormStartedAt: Date): Promise<{ report: string; failures: string[] }>;
  dispose(): Promise<void>;
}

/** Seconds from `since` to the last end of a job of `kinds`; undefined when none ended. */
export async function lastJobEnd(db: Db, kinds: string[], since: Date) {
  const [row] = await db
    .select({ last: max(jobs.finishedAt) })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), isNotNull(jobs.finishedAt)));
  return row?.last ? (row.last.getTime() - since.getTime()) / 1000 : undefined;
}

/** The reminders recorded of a round's step (and how many of them a second time to someone), and the certificates of `lapsedYear` expired. */
export async function dayWorkDone(
  db: Db,
  day: { round: string; step: string; lapsedYear: string },
) {
  const r = renewalReminders;
  const [sent] = await db
    .select({ rows: count(), people: countDistinct(r.practitionerId) })
    .from(r)
    .where(and(eq(r.year, day.round), eq(r.step, day.step)));
  const c = practisingCertificates;
  const [expired] = await db
    .select({ n: count() })
    .from(c)
    .where(and(eq(c.year, day.lapsedYear), eq(c.status, "expired")));
  const reminded = sent?.rows ?? 0;
  return { reminded, remindedTwice: reminded - (sent?.people ?? 0), expired: expired?.n ?? 0 };
}

/** Runs `use` on the database at `where` (while no instance holds it), then closes it. */
export async function withDatabase<T>(where: Where, use: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(where);
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}
