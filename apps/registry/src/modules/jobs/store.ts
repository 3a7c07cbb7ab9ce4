// SQL of the job runner (decision 039). A claim is one statement – the due rows locked with
// FOR UPDATE SKIP LOCKED and marked running under this instance's lease – so instances on one
// PostgreSQL never take the same job, and on PGlite it is one short transaction like any other.
// Every time is the service's clock, handed in: tests move it, the database's now() never counts.
import { and, asc, count, eq, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { anyRow } from "../../db/rows.ts";
import { type JobState, jobs } from "../../db/schema.ts";

export type JobRow = typeof jobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** A job with the key of one already kept (whatever its state) is not added. */
  uniqueKey?: string | undefined;
  /** No one waits on it: claimed after every due job someone does (schema/jobs.ts). */
  bulk?: boolean | undefined;
  runAt: Date;
}

/** Adds the job; false when its unique key was taken already. */
export async function insertJob(ex: Executor, job: NewJob, now: Date): Promise<boolean> {
  const row = {
    ...job,
    uniqueKey: job.uniqueKey ?? null,
    bulk: job.bulk ?? false,
    state: "queued" as const,
    createdAt: now,
  };
  return anyRow(ex.insert(jobs).values(row).onConflictDoNothing().returning({ id: jobs.id }));
}

const queuedDue = (now: Date, bulk: boolean) => ({
  where: and(eq(jobs.state, "queued"), eq(jobs.bulk, bulk), lte(jobs.runAt, now)),
  order: [asc(jobs.runAt), asc(jobs.id)],
});

/**
 * Due at `now`, in the order they are taken: running under a lease that has passed (its
 * instance died), then queued work someone waits on, then bulk work – asked apart, each by its
 * own index in its order: as one OR, the planner read and sorted every queued job to take ten
 * (78 ms a claim with 60,000 e-mails queued).
 */
const dueSets = (now: Date) => [
  {
    where: and(eq(jobs.state, "running"), lte(jobs.lockedUntil, now)),
    order: [asc(jobs.lockedUntil), asc(jobs.id)],
  },
  queuedDue(now, false),
  queuedDue(now, true),
];

/**
 * Takes up to `limit` due jobs of `kinds` (the ones this instance can run) – those of dead
 * instances first, then the queued someone waits on, then the bulk, each oldest due first:
 * each is running, locked by `by` until `leaseEnds`, its attempt counted.
 */
export async function claimDueJobs(
  ex: Executor,
  claim: { kinds: string[]; now: Date; leaseEnds: Date; by: string; limit: number },
): Promise<JobRow[]> {
  if (claim.kinds.length === 0) return [];
  const claimed: JobRow[] = [];
  for (const due of dueSets(claim.now)) {
    const limit = claim.limit - claimed.length;
    if (limit === 0) break;
    const taken = ex
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(inArray(jobs.kind, claim.kinds), due.where))
      .orderBy(...due.order)
      .limit(limit)
      .for("update", { skipLocked: true });
    const rows = await ex
      .update(jobs)
      .set({
        state: "running",
        attempts: sql`${jobs.attempts} + 1`,
        lockedUntil: claim.leaseEnds,
        lockedBy: claim.by,
      })
      .where(inArray(jobs.id, taken))
      .returning();
    claimed.push(...rows);
  }
  return claimed;
}

/** Still this claim's: not finished since, nor taken again by another after its lease. */
const heldBy = (job: { id: number; attempts: number }, by: string) =>
  and(
    eq(jobs.id, job.id),
    eq(jobs.state, "running"),
    eq(jobs.lockedBy, by),
    eq(jobs.attempts, job.attempts),
  );

const released = { lockedUntil: null, lockedBy: null };

/** Moves a running claim's lease on to `leaseEnds`; false when it was no longer this one's. */
export async function renewLease(
  ex: Executor,
  claim: { job: JobRow; by: string; leaseEnds: Date },
): Promise<boolean> {
  return anyRow(
    ex
      .update(jobs)
      .set({ lockedUntil: claim.leaseEnds })
      .where(heldBy(claim.job, claim.by))
      .returning({ id: jobs.id }),
  );
}

/**
 * Ends a claim: done (with `payload` in place of the one it ran on, when given), queued again
 * at `retryAt`, failed, or released (its instance stopping). False when the claim was no longer
 * this instance's.
 */
export async function finishJob(
  ex: Executor,
  claim: { job: JobRow; by: string; now: Date },
  outcome:
    | { state: "done"; payload?: Record<string, unknown> }
    | { state: "queued"; retryAt: Date; error: string }
    | { state: "failed"; error: string }
    | { state: "released" },
): Promise<boolean> {
  const set = setOf(outcome, claim.now);
  const where = heldBy(claim.job, claim.by);
  return anyRow(
    ex
      .update(jobs)
      .set({ ...set, ...released })
      .where(where)
      .returning({ id: jobs.id }),
  );
}

const pick = (payload: Record<string, unknown> | undefined) => (payload ? { payload } : {});

/** What an attempt's end writes; a release (its instance stopping) queues it again uncounted. */
function setOf(outcome: Parameters<typeof finishJob>[2], now: Date) {
  switch (outcome.state) {
    case "done":
      return { state: "done" as const, finishedAt: now, ...pick(outcome.payload) };
    case "queued":
      return { state: "queued" as const, runAt: outcome.retryAt, lastError: outcome.error };
    case "failed":
      return { state: "failed" as const, finishedAt: now, lastError: outcome.error };
    case "released":
      return { state: "queued" as const, runAt: now, attempts: sql`${jobs.attempts} - 1` };
  }
}

/** Deletes the jobs of `kinds` done before `before`; answers how many. */
export async function deleteDoneJobs(ex: Executor, kinds: string[], before: Date): Promise<number> {
  const done = and(inArray(jobs.kind, kinds), eq(jobs.state, "done"), lt(jobs.finishedAt, before));
  return (await ex.delete(jobs).where(done).returning({ id: jobs.id })).length;
}

/** The jobs of `kind` in `states`, by id (oldest first). */
export async function listJobs(ex: Executor, kind: string, states: JobState[]): Promise<JobRow[]> {
  return ex
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), inArray(jobs.state, states)))
    .orderBy(asc(jobs.id));
}

/** How many jobs of `kind` are in each state (states with none left out). */
export async function countJobsByState(
  ex: Executor,
  kind: string,
): Promise<Partial<Record<JobState, number>>> {
  const rows = await ex
    .select({ state: jobs.state, n: count() })
    .from(jobs)
    .where(eq(jobs.kind, kind))
    .groupBy(jobs.state);
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

/**
 * Failed jobs of `kind` queued again with their attempts from zero (a fresh run of back-offs):
 * those of `ids`, or every failed one. Their run_at, the time of their last attempt, stays: it
 * is past on the service's clock, so they are due at once. Answers the ids re-queued.
 */
export async function requeueFailedJobs(
  ex: Executor,
  kind: string,
  ids?: number[],
): Promise<number[]> {
  const which: SQL[] = [eq(jobs.kind, kind), eq(jobs.state, "failed")];
  if (ids) which.push(inArray(jobs.id, ids));
  const rows = await ex
    .update(jobs)
    .set({ state: "queued", attempts: 0, finishedAt: null })
    .where(and(...which))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
