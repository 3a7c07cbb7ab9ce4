// The outbox with several instances on one PostgreSQL (what PGlite, one process's, cannot
// show): two runners deliver every message exactly once between them; a claim left by an
// instance that died is delivered once by the other after its lease; and the real service,
// killed with SIGKILL in the middle of an SMTP exchange, has its message delivered once by a
// second instance, and every other message of the demo round's opening sent at least once,
// twice only when the dead instance was sending it.
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSmtpPeer, testMailer } from "../../../test/accounts.ts";
import { testClock } from "../../../test/app.ts";
import { adminUrl, freshPostgresDatabase } from "../../../test/databases.ts";
import { type ServiceProcess, startServiceProcess } from "../../../test/service-process.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";
import { jobs } from "../../db/schema.ts";
import { createJobRunner, DEFAULT_LEASE_MS } from "../jobs/index.ts";
import { claimDueJobs, finishJob } from "../jobs/store.ts";
import { createOutbox } from "./outbox.ts";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const message = (to: string) => ({ to, subject: "s", text: "t", html: "<p>t</p>", links: [] });

describe.runIf(adminUrl)("the outbox with two instances on PostgreSQL", () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  const instances: Database[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const clock = testClock();

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(adminUrl!);
    for (const _ of [1, 2]) instances.push(await openDatabase({ url: fresh.url, poolSize: 4 }));
    await runMigrations(instances[0]!);
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    for (const database of instances) await database.close();
    await smtp.close();
    await fresh?.drop();
  });

  /** Instance `i`'s runner and outbox: its own pool, its own lease holder. */
  const instance = (i: number) => {
    const db = instances[i]!.db;
    const runner = createJobRunner({ db, clock, log: quiet, instance: `instance-${i}` });
    const { mailer } = testMailer({ smtpUrl: smtp.url });
    return { db, runner, outbox: createOutbox({ db, jobs: runner, mailer }) };
  };

  it("delivers 50 messages written on each exactly once between them", async () => {
    const [a, b] = [instance(0), instance(1)];
    const before = smtp.received.length;
    const sent: string[] = [];
    for (const [name, { db, outbox }] of [
      ["a", a],
      ["b", b],
    ] as const) {
      for (let i = 0; i < 50; i++) {
        const to = `${name}-${i}@example.test`;
        sent.push(to);
        await db.transaction((tx) => outbox.enqueue(tx, message(to)));
      }
    }
    // Both drain at once, each until nothing is due.
    const ran = await Promise.all([a.runner.runDue(), b.runner.runDue(), a.runner.runDue()]);
    expect(ran.reduce((x, y) => x + y)).toBe(100);
    const delivered = smtp.received.slice(before).map((m) => m.to && "text" in m.to && m.to.text);
    expect(delivered.sort()).toEqual(sent.sort());
    const states = await a.db.select({ state: jobs.state }).from(jobs);
    expect(new Set(states.map((s) => s.state))).toEqual(new Set(["done"]));
  });

  it("delivers once the message of an instance that died with it claimed, after its lease", async () => {
    const [a, b] = [instance(0), instance(1)];
    await a.db.delete(jobs);
    await a.db.transaction((tx) => a.outbox.enqueue(tx, message("orphan@example.test")));
    // Instance a claims it and dies before it finishes.
    const now = clock();
    const claim = { kinds: ["mail"], now, by: "instance-0", limit: 10 };
    const leaseEnds = new Date(now.getTime() + DEFAULT_LEASE_MS);
    const [taken] = await claimDueJobs(a.db, { ...claim, leaseEnds });
    expect(taken).toBeDefined();
    const before = smtp.received.length;
    expect(await b.runner.runDue()).toBe(0);
    clock.advance(DEFAULT_LEASE_MS);
    expect(await b.runner.runDue()).toBe(1);
    expect(await b.runner.runDue()).toBe(0);
    expect(smtp.received.slice(before).map((m) => m.subject)).toEqual(["s"]);
    // Were it to come back, the dead claim could not mark the job as its own.
    const late = { job: taken!, by: "instance-0", now: clock() };
    expect(await finishJob(a.db, late, { state: "failed", error: "late" })).toBe(false);
    expect((await a.db.select().from(jobs))[0]).toMatchObject({ state: "done", attempts: 2 });
  });
});

describe.runIf(adminUrl)("the service killed mid-delivery on PostgreSQL", () => {
  const services: ServiceProcess[] = [];
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  afterAll(async () => {
    // The live instance is still sending the round's reminders: it stops (finishing what it
    // has in flight) before the peer goes, so no delivery is cut off mid-exchange.
    for (const service of services) {
      if (service.child.exitCode === null && service.child.signalCode === null) {
        service.child.kill();
        await service.exited;
      }
    }
    await smtp?.close();
    await fresh?.drop();
  });

  // Two services start, each making the demo register and its round.
  it("has its message delivered once by the other instance", { timeout: 90_000 }, async () => {
    fresh = await freshPostgresDatabase(adminUrl!);
    // The first message's data is never answered: its sender is mid-delivery when killed.
    smtp = await startSmtpPeer({ holdFirst: true });
    const env = { DATABASE_URL: fresh.url, SMTP_URL: smtp.url };
    services.push(await startServiceProcess(env), await startServiceProcess(env));
    const sql = postgres(fresh.url, { max: 1, onnotice: () => {} });
    try {
      // The message: the first the demo makes (a renewal round's opening reminder, or a demo
      // concern's acknowledgement), which the instances send within seconds of the start. Whichever instance took it is
      // waiting on the peer: kill -9 it.
      const heldTo = await vi.waitFor(
        () => {
          expect(smtp.envelopes.length).toBeGreaterThan(0);
          return smtp.envelopes[0]![0]!;
        },
        { timeout: 15_000, interval: 100 },
      );
      // The held job itself: the demo may write the same address another letter, sent at once.
      const { holder, heldId } = await vi.waitFor(
        async () => {
          const [job] = await sql`select id, locked_by from jobs
            where kind = 'mail' and state = 'running' and payload->>'to' = ${heldTo}`;
          return { holder: String(job!.locked_by), heldId: Number(job!.id) };
        },
        { timeout: 15_000, interval: 100 },
      );
      const pid = Number(holder.split(":")[1]);
      const dead = services.find((s) => s.child.pid === pid)!;
      dead.child.kill("SIGKILL");
      expect(await dead.exited).toBeNull();
      // Its leases run to their end on the other's clock; here they end now rather than in 5 min.
      await sql`update jobs set locked_until = now() - interval '1 second'
        where kind = 'mail' and locked_by = ${holder}`;
      // The other instance takes the dead one's claims again and sends them; the round's
      // ~1,800 other reminders go on meanwhile (all of them take longer than a test may).
      await vi.waitFor(
        async () => {
          const [held] = await sql`select state, attempts from jobs where id = ${heldId}`;
          expect(held).toEqual({ state: "done", attempts: 2 });
          const [orphans] = await sql`select count(*)::int as n from jobs
            where kind = 'mail' and state = 'running' and locked_by = ${holder}`;
          expect(orphans).toEqual({ n: 0 });
        },
        { timeout: 20_000, interval: 100 },
      );
      // Never more deliveries than tries: one the dead instance had handed over before it
      // could record it as sent goes again (the outbox delivers at least once), but one tried
      // once went once; and every message recorded as sent reached the peer. (The deliveries
      // are counted before the tries are read and after: both only grow.)
      const triesOf = () => {
        const tries = new Map<string, number>();
        for (const [to] of smtp.envelopes) tries.set(to!, (tries.get(to!) ?? 0) + 1);
        return tries;
      };
      const before = triesOf();
      const jobs = await sql<{ id: number; to: string; state: string; attempts: number }[]>`
        select id, payload->>'to' as to, state, attempts from jobs where kind = 'mail'`;
      const after = triesOf();
      expect(jobs.filter((job) => job.state === "done").length).toBeGreaterThan(1);
      // An address may have several messages (the demo practitioner: her reminder and her
      // self-report's acknowledgement), so tries and deliveries are summed per address.
      const perAddress = new Map<string, { attempts: number; done: number }>();
      for (const job of jobs) {
        const sum = perAddress.get(job.to) ?? { attempts: 0, done: 0 };
        sum.attempts += job.attempts;
        if (job.state === "done") sum.done += 1;
        perAddress.set(job.to, sum);
      }
      for (const [to, sum] of perAddress) {
        expect(before.get(to) ?? 0, to).toBeLessThanOrEqual(sum.attempts);
        expect(after.get(to) ?? 0, to).toBeGreaterThanOrEqual(sum.done);
      }
      // The held message reached the peer twice (the dead instance's try and the other's); any
      // other letter the demo wrote the same address adds its own tries.
      const otherTries = jobs
        .filter((job) => job.to === heldTo && Number(job.id) !== heldId)
        .reduce((n, job) => n + job.attempts, 0);
      expect(after.get(heldTo)).toBeGreaterThanOrEqual(2);
      expect(before.get(heldTo)).toBeLessThanOrEqual(2 + otherTries);
      // The demo's first mails: the round's opening reminders and its concerns' acknowledgements.
      expect(smtp.received[0]?.subject).toMatch(
        /^(Renew your practising certificate by |We have received your concern )/,
      );
    } finally {
      await sql.end();
    }
  });
});
