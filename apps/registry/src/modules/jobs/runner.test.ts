// The job runner on PGlite (one database, as embedded): due on the service's clock, failures
// tried again after 1 min, 5 min, 30 min, 2 h, 6 h and 12 h then failed, a job whose lease
// lapsed (its instance died mid-run) run again by another – but a live one's long job kept –
// work queued behind a long job run beside it, work someone waits on taken before bulk work, a
// stop that leaves queued work and hands long work on, work with a unique key enqueued once,
// and a schedule's slot run once however many runners see it.
import { calendarDateAt } from "@portal/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import type { Database } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { createJobRunner, DEFAULT_LEASE_MS, dailySlot, type JobRunner } from "./runner.ts";
import { claimDueJobs } from "./store.ts";

const MINUTE = 60_000;
const quiet = { warn: () => {}, error: () => {} };

describe("the job runner", () => {
  let database: Database;
  const clock = testClock();
  const runs: string[] = [];
  let failing = false;
  const runnerOn = (instance: string): JobRunner => {
    const runner = createJobRunner({ db: database.db, clock, log: quiet, instance });
    runner.handle("note", {
      async run(payload) {
        if (failing) throw new Error("the peer is down");
        runs.push(String(payload.text));
      },
    });
    return runner;
  };
  const stateOf = async () =>
    (await database.db.select().from(jobs)).map((j) => [j.state, j.attempts, j.lastError]);

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(jobs);
    runs.length = 0;
    failing = false;
  });

  it("runs a job once it is due on the service's clock, and once only", async () => {
    const runner = runnerOn("a");
    await runner.enqueue(database.db, {
      kind: "note",
      payload: { text: "later" },
      runAt: new Date(clock().getTime() + MINUTE),
    });
    await runner.enqueue(database.db, { kind: "note", payload: { text: "now" } });
    expect(await runner.runDue()).toBe(1);
    expect(runs).toEqual(["now"]);
    clock.advance(MINUTE);
    expect(await runner.runDue()).toBe(1);
    clock.advance(24 * 60 * MINUTE);
    expect(await runner.runDue()).toBe(0);
    expect(runs).toEqual(["now", "later"]);
    expect(await stateOf()).toEqual([
      ["done", 1, null],
      ["done", 1, null],
    ]);
  });

  it("tries a failing job again after 1 min, 5 min, 30 min, 2 h, 6 h and 12 h, then fails it", async () => {
    const runner = runnerOn("a");
    failing = true;
    await runner.enqueue(database.db, { kind: "note", payload: { text: "x" } });
    expect(await runner.runDue()).toBe(1);
    // Each attempt is made when its wait is over, not a millisecond before.
    for (const minutes of [1, 5, 30, 120, 360, 720]) {
      clock.advance(minutes * MINUTE - 1);
      expect(await runner.runDue()).toBe(0);
      clock.advance(1);
      expect(await runner.runDue()).toBe(1);
    }
    clock.advance(48 * 60 * MINUTE);
    expect(await runner.runDue()).toBe(0);
    expect(runs).toEqual([]);
    expect(await stateOf()).toEqual([["failed", 7, "the peer is down"]]);
  });

  it("runs a job whose instance died mid-run once its lease has passed, on another", async () => {
    const runner = runnerOn("b");
    await runner.enqueue(database.db, { kind: "note", payload: { text: "orphan" } });
    // Instance "a" takes it and never finishes (kill -9).
    const now = clock();
    const lease = new Date(now.getTime() + DEFAULT_LEASE_MS);
    const taken = await claimDueJobs(database.db, {
      kinds: ["note"],
      now,
      leaseEnds: lease,
      by: "a",
      limit: 10,
    });
    expect(taken).toHaveLength(1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(DEFAULT_LEASE_MS - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(runs).toEqual(["orphan"]);
    expect(await stateOf()).toEqual([["done", 2, null]]);
  });

  it("claims the work someone waits on before bulk work queued earlier", async () => {
    const runner = runnerOn("a");
    for (let i = 0; i < 12; i++) {
      await runner.enqueue(database.db, {
        kind: "note",
        payload: { text: `bulk ${i}` },
        bulk: true,
      });
    }
    clock.advance(1);
    await runner.enqueue(database.db, { kind: "note", payload: { text: "reset link" } });
    const claim = { kinds: ["note"], now: clock(), by: "a", limit: 3 };
    const taken = await claimDueJobs(database.db, { ...claim, leaseEnds: clock() });
    expect(taken.map((job) => job.payload.text)).toEqual(["reset link", "bulk 0", "bulk 1"]);
  });

  it("adds work with a unique key once, whoever enqueues it again", async () => {
    const runner = runnerOn("a");
    const job = { kind: "note", payload: { text: "reminder" }, uniqueKey: "note:1" };
    expect(await runner.enqueue(database.db, job)).toBe(true);
    await runner.runDue();
    expect(await runner.enqueue(database.db, job)).toBe(false);
    await runner.runDue();
    expect(runs).toEqual(["reminder"]);
  });

  it("runs each slot of a schedule once, however many runners see it come", async () => {
    const slots: string[] = [];
    const runners = ["a", "b", "c"].map((instance) => {
      const runner = createJobRunner({ db: database.db, clock, log: quiet, instance });
      runner.handle("daily", { run: async (payload) => void slots.push(String(payload.slot)) });
      runner.schedule("daily", dailySlot("Pacific/Auckland"));
      return runner;
    });
    const seen = new Set<string>();
    for (let hour = 0; hour < 48; hour++) {
      seen.add(calendarDateAt(clock(), "Pacific/Auckland"));
      await Promise.all(runners.map((runner) => runner.runDue()));
      clock.advance(60 * MINUTE);
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(slots).toEqual([...seen]);
  });

  it("runs work queued behind a long job while it runs, not after", async () => {
    const runner = createJobRunner({
      db: database.db,
      clock,
      log: quiet,
      instance: "a",
      pollMs: 10,
    });
    const noted = Promise.withResolvers<void>();
    runner.handle("note", { run: async () => noted.resolve() });
    // As a round's reminders queue the e-mails they send, and run on until all are queued.
    runner.handle("long", {
      async run() {
        await runner.enqueue(database.db, { kind: "note", payload: {} });
        await noted.promise;
      },
    });
    await runner.enqueue(database.db, { kind: "long", payload: {} });
    expect(await runner.runDue()).toBe(2);
  });

  it("stops without running what is queued, and hands long work on, its attempt uncounted", async () => {
    const runner = createJobRunner({ db: database.db, clock, log: quiet, instance: "a" });
    const begun = Promise.withResolvers<void>();
    const steps: number[] = [];
    // As the reminders: batch after batch, each safe to take again, until told to stop.
    runner.handle("long", {
      async run(_payload, _job, stopping) {
        begun.resolve();
        for (let step = 0; ; step++) {
          stopping.throwIfAborted();
          steps.push(step);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      },
    });
    runner.handle("note", { run: async (payload) => void runs.push(String(payload.text)) });
    await runner.enqueue(database.db, { kind: "long", payload: {} });
    const pass = runner.runDue();
    await begun.promise;
    for (let i = 0; i < 20; i++) {
      await runner.enqueue(database.db, { kind: "note", payload: { text: `queued ${i}` } });
    }
    await runner.stop();
    await pass;
    const kept = await database.db.select().from(jobs).orderBy(jobs.id);
    expect(kept[0]).toMatchObject({ kind: "long", state: "queued", attempts: 0, lockedBy: null });
    expect(steps.length).toBeGreaterThan(0);
    // What the pass had not claimed before the stop waits for the next instance.
    expect(kept.filter((job) => job.state === "queued").length).toBeGreaterThan(10);
  });

  it("keeps the lease of a job that runs longer than it, so no other instance takes it", async () => {
    const leaseMs = 300;
    const a = createJobRunner({ db: database.db, clock, log: quiet, instance: "a", leaseMs });
    const b = createJobRunner({ db: database.db, clock, log: quiet, instance: "b", leaseMs });
    const release = Promise.withResolvers<void>();
    const started: string[] = [];
    for (const [name, runner] of [
      ["a", a],
      ["b", b],
    ] as const) {
      runner.handle("long", {
        async run() {
          started.push(name);
          await release.promise;
        },
      });
    }
    await a.enqueue(database.db, { kind: "long", payload: {} });
    const running = a.runDue();
    const leaseOf = async () => (await database.db.select().from(jobs))[0]?.lockedUntil?.getTime();
    await vi.waitFor(async () => expect(await leaseOf()).toBeDefined());
    const first = (await leaseOf())!;
    clock.advance(leaseMs - 50);
    await vi.waitFor(async () => expect(await leaseOf()).toBeGreaterThan(first));
    clock.advance(100); // past the first lease, within the renewed one
    expect(await b.runDue()).toBe(0);
    release.resolve();
    expect(await running).toBe(1);
    expect(started).toEqual(["a"]);
    expect(await stateOf()).toEqual([["done", 1, null]]);
  });
});
