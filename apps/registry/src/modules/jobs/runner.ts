// The job runner (decision 039): work written as rows of `jobs` – in the transaction of the
// change that causes it – and run by whichever instance claims it first, once per cluster.
// A failure is tried again after a back-off that grows over hours, then the job is failed; a
// job whose instance died (kill -9) is due again once its lease has passed, and a live
// instance renews the lease of a long job (a round's reminders to 100,000) while it runs. Up to
// BATCH jobs run at once, a slot claimed again as soon as its job ends: one long job never
// holds back the e-mails queued behind it. Due means
// `run_at <= clock()`, the service's one clock: the runner polls on a short real interval, and
// tests move the clock and call runDue() instead of waiting.
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { calendarDateAt } from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db, Executor } from "../../db/client.ts";
import {
  claimDueJobs,
  finishJob,
  insertJob,
  type JobRow,
  type NewJob,
  renewLease,
} from "./store.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Waits after the first, second … failed attempt; after the last, the job is failed (~21 h). */
export const DEFAULT_RETRY_DELAYS_MS = [
  MINUTE,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  6 * HOUR,
  12 * HOUR,
];
/** Longer than any one run may take (an SMTP exchange is bounded well under this). */
export const DEFAULT_LEASE_MS = 5 * MINUTE;
export const DEFAULT_POLL_MS = 1_000;
/** Jobs run at once by one instance. */
const BATCH = 10;
const ERROR_LIMIT = 2_000;

export type JobOutcome = "done" | "retry" | "failed";
const outcomeOf = { done: "done", queued: "retry", failed: "failed" } as const;

export interface JobHandler {
  /**
   * Runs the job; a throw is a failed attempt. May answer what to keep as its payload once done.
   * `stopping` aborts when the instance stops: long work ends between its steps with
   * `stopping.throwIfAborted()`, and the job is queued again at once for whichever instance runs
   * next, the attempt not counted (its steps must be safe to take again).
   */
  run(
    payload: Record<string, unknown>,
    job: JobRow,
    stopping: AbortSignal,
  ): Promise<{ payload?: Record<string, unknown> } | void>;
  retryDelaysMs?: readonly number[];
  /** Told how each attempt ended (metrics). */
  settled?(outcome: JobOutcome, job: JobRow): void;
}

/** A schedule's slot per calendar day in `timeZone` (the regulator's): "2027-03-01". */
export const dailySlot = (timeZone: string) => (now: Date) => calendarDateAt(now, timeZone);

export interface JobLog {
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface JobRunner {
  handle(kind: string, handler: JobHandler): void;
  /**
   * Recurring work of `kind` (whose handler is registered too): `slotOf(now)` names the slot
   * `now` falls in (a date, an hour …) and each slot's job is enqueued under the unique key
   * `kind:slot`, so it runs once per cluster however many instances see the slot come.
   */
  schedule(kind: string, slotOf: (now: Date) => string): void;
  /** Adds a job, due now unless `runAt` says; false when its unique key is taken already. */
  enqueue(ex: Executor, job: Omit<NewJob, "runAt"> & { runAt?: Date }): Promise<boolean>;
  /** Runs every job due on the clock (after any pass under way); answers how many ran. */
  runDue(): Promise<number>;
  start(): void;
  /**
   * Stops polling and claiming, tells the jobs running that the instance stops, and waits for
   * them: jobs still queued are left to the next instance to run.
   */
  stop(): Promise<void>;
}

export function createJobRunner(deps: {
  db: Db;
  clock: Clock;
  log: JobLog;
  pollMs?: number;
  leaseMs?: number;
  /** Who holds a lease: this instance, told apart from others on one database. */
  instance?: string;
}): JobRunner {
  const { db, clock, log } = deps;
  const by = deps.instance ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, (now: Date) => string>();
  const enqueuedSlot = new Map<string, string>();
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let stopping = new AbortController();

  const enqueue: JobRunner["enqueue"] = (ex, job) =>
    insertJob(ex, { ...job, runAt: job.runAt ?? clock() }, clock());

  async function enqueueSlots() {
    for (const [kind, slotOf] of schedules) {
      const slot = slotOf(clock());
      if (enqueuedSlot.get(kind) === slot) continue;
      await enqueue(db, { kind, payload: { slot }, uniqueKey: `${kind}:${slot}` });
      enqueuedSlot.set(kind, slot);
    }
  }

  /** What to write of a failed attempt: queued again after its back-off, or failed. */
  function afterFailure(job: JobRow, handler: JobHandler, thrown: unknown) {
    const error = (thrown instanceof Error ? thrown.message : String(thrown)).slice(0, ERROR_LIMIT);
    const delay = (handler.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS)[job.attempts - 1];
    const fields = { job: job.id, kind: job.kind, attempts: job.attempts, err: error };
    if (delay === undefined) {
      log.error(fields, "job failed after its last attempt");
      return { state: "failed" as const, error };
    }
    const retryAt = new Date(clock().getTime() + delay);
    log.warn({ ...fields, retryAt }, "job attempt failed; tried again later");
    return { state: "queued" as const, retryAt, error };
  }

  async function run(job: JobRow) {
    const handler = handlers.get(job.kind)!;
    const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
    const renewing = setInterval(() => {
      renewLease(db, { job, by, leaseEnds: new Date(clock().getTime() + leaseMs) }).catch(
        (error: unknown) => log.warn({ job: job.id, err: error }, "job's lease not renewed"),
      );
    }, leaseMs / 3);
    renewing.unref();
    // The work's own failure only: a failure to record its end (the database gone) leaves the
    // job running, to be taken again after its lease, never counted as the work failing.
    const { signal } = stopping;
    const ended = await handler
      .run(job.payload, job, signal)
      .then(
        (result) => ({ state: "done" as const, payload: result?.payload }),
        (thrown: unknown) =>
          signal.aborted && thrown === signal.reason
            ? { state: "released" as const }
            : afterFailure(job, handler, thrown),
      )
      .finally(() => clearInterval(renewing));
    if (!(await finishJob(db, { job, by, now: clock() }, ended))) {
      log.warn({ job: job.id, kind: job.kind }, "job's lease had passed and it was taken again");
    }
    if (ended.state !== "released") handler.settled?.(outcomeOf[ended.state], job);
  }

  /** A slot frees when a job ends; work queued meanwhile (by that job too) is seen at a poll. */
  const slotFrees = (inFlight: Set<Promise<void>>) =>
    Promise.race([
      ...inFlight,
      new Promise<void>((resolve) => setTimeout(resolve, deps.pollMs || DEFAULT_POLL_MS).unref()),
    ]);

  async function drain(): Promise<number> {
    await enqueueSlots();
    let ran = 0;
    const inFlight = new Set<Promise<void>>();
    for (;;) {
      const free = stopped ? 0 : BATCH - inFlight.size;
      const now = clock();
      const claimed =
        free === 0
          ? []
          : await claimDueJobs(db, {
              kinds: [...handlers.keys()],
              now,
              leaseEnds: new Date(now.getTime() + (deps.leaseMs ?? DEFAULT_LEASE_MS)),
              by,
              limit: free,
            });
      for (const job of claimed) {
        const running: Promise<void> = run(job).finally(() => inFlight.delete(running));
        inFlight.add(running);
      }
      ran += claimed.length;
      if (inFlight.size === 0) return ran;
      if (claimed.length < free || free === 0) await slotFrees(inFlight);
    }
  }

  const runDue = (): Promise<number> => {
    const pass = chain.then(drain);
    chain = pass.catch(() => {});
    return pass;
  };

  function poll() {
    timer = setTimeout(() => {
      runDue()
        .catch((error: unknown) => log.error({ err: error }, "job runner pass failed"))
        .finally(() => {
          if (!stopped) poll();
        });
    }, deps.pollMs ?? DEFAULT_POLL_MS);
    timer.unref();
  }

  return {
    handle: (kind, handler) => void handlers.set(kind, handler),
    schedule: (kind, slotOf) => void schedules.set(kind, slotOf),
    enqueue,
    runDue,
    start() {
      stopped = false;
      if (stopping.signal.aborted) stopping = new AbortController();
      if (!timer) poll();
    },
    async stop() {
      stopped = true;
      stopping.abort(new Error("the instance is stopping"));
      clearTimeout(timer);
      timer = undefined;
      await chain;
    },
  };
}
