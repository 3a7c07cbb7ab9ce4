// The outbox on PGlite, against a real SMTP peer: a message written with its change reaches
// the peer once; with the peer down it is tried again on the back-off as the clock moves and
// delivered once when the peer is back; one that keeps failing is failed, counted, listed by
// `npm run mail -- status` and sent by `retry`; a rolled-back change leaves no message.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { requestReset, startSmtpPeer, testMailer } from "../../../test/accounts.ts";
import { closeTestService, openTestService, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createUser } from "../../../test/factories.ts";
import { scrapeText } from "../../../test/metrics-text.ts";
import { runCommand } from "../../../test/operator-commands.ts";
import type { App } from "../../app.ts";
import { type Database, openDatabase } from "../../db/client.ts";
import { runMigrations } from "../../db/migrate.ts";
import { jobs } from "../../db/schema.ts";
import { createJobRunner, type JobRunner } from "../jobs/index.ts";
import { createMetrics } from "../metrics/index.ts";
import { runMailCommand } from "./mail-command.ts";
import { createOutbox, type Outbox } from "./outbox.ts";

const MINUTE = 60_000;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const message = (to: string) => ({
  to,
  subject: "Your application",
  text: "Kia ora,\n\nWe have your application.\n",
  html: "<p>Kia ora,</p><p>We have your application.</p>",
  links: [],
});

describe("the outbox", () => {
  let app: App;
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const clock = testClock();
  const metrics = createMetrics();
  let runner: JobRunner;
  let outbox: Outbox;
  const series = async () => scrapeText(await metrics.registry.metrics());

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const { mailer } = testMailer({ smtpUrl: smtp.url });
    ({ app, database } = await openTestService(testDatabases[0]!, { clock, mailer }));
  });
  afterAll(async () => {
    await closeTestService({ app, database });
    await smtp.close();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  const mailJobs = () => database.db.select().from(jobs).where(eq(jobs.kind, "mail"));

  /** A runner and outbox on `db` (the service's, unless given), sending to `smtpUrl`. */
  function start(smtpUrl: string, db = database.db) {
    runner = createJobRunner({ db, clock, log: quiet });
    const { mailer } = testMailer({ smtpUrl });
    outbox = createOutbox({ db, jobs: runner, mailer, metrics: metrics.mail });
    metrics.mail.observeOutbox(outbox.counts);
  }

  it("is written with its link, sent once after the answer, and kept without its text", async () => {
    const user = await createUser(database.db);
    const res = await requestReset(app, user.email);
    expect(res.statusCode).toBe(200);
    const [queued] = await database.db.select().from(jobs);
    expect(queued).toMatchObject({ kind: "mail", state: "queued", payload: { to: user.email } });
    expect(smtp.received).toHaveLength(0);

    // The message, and the day's scheduled work (the clean-up of old messages, the renewal
    // reminders, the lapse, the cases' task reminders and the recertification audit's letters);
    // the next day, its scheduled work only.
    expect(await app.jobs.runDue()).toBe(6);
    clock.advance(24 * 60 * MINUTE);
    expect(await app.jobs.runDue()).toBe(5);
    expect(smtp.envelopes).toEqual([[user.email]]);
    expect(smtp.received[0]?.text).toMatch(/\/confirm\/reset_password\/[A-Za-z0-9_-]{43}/);
    const [sent] = await mailJobs();
    expect(sent?.state).toBe("done");
    // The link signs its reader in: once sent, it is no longer kept.
    expect(sent?.payload).toEqual({ to: user.email, subject: smtp.received[0]?.subject });
  });

  it("forgets a sent message 30 days after it was sent, at the day's clean-up", async () => {
    const user = await createUser(database.db);
    await requestReset(app, user.email);
    await app.jobs.runDue();
    expect(await mailJobs()).toMatchObject([{ state: "done" }]);
    clock.advance(29 * 24 * 60 * MINUTE);
    await app.jobs.runDue();
    expect(await mailJobs()).toHaveLength(1);
    clock.advance(2 * 24 * 60 * MINUTE);
    await app.jobs.runDue();
    expect(await mailJobs()).toEqual([]);
  });

  it("tries again on the back-off as the clock moves, and delivers once when it is back", async () => {
    // The peer's port, closed: an SMTP server that is down (connection refused).
    const down = await startSmtpPeer();
    await down.close();
    start(down.url);
    await database.db.transaction((tx) => outbox.enqueue(tx, message("hana@example.test")));
    expect(await runner.runDue()).toBe(1);
    clock.advance(MINUTE - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    expect((await series()).value("portal_emails_total", { outcome: "deferred" })).toBe(2);

    const back = await startSmtpPeer({ port: down.port });
    try {
      clock.advance(5 * MINUTE);
      expect(await runner.runDue()).toBe(1);
      clock.advance(48 * 60 * MINUTE);
      expect(await runner.runDue()).toBe(0);
      expect(back.envelopes).toEqual([["hana@example.test"]]);
      expect((await series()).value("portal_emails_total", { outcome: "sent" })).toBe(1);
    } finally {
      await back.close();
    }
  });

  it("leaves no message when the change that wrote it is rolled back", async () => {
    start(smtp.url);
    const before = smtp.received.length;
    const refused = database.db.transaction(async (tx) => {
      await outbox.enqueue(tx, message("kiri@example.test"));
      throw new Error("the change was refused");
    });
    await expect(refused).rejects.toThrow("the change was refused");
    expect(await runner.runDue()).toBe(0);
    expect(await database.db.select().from(jobs)).toEqual([]);
    expect(smtp.received.length).toBe(before);
  });

  it("fails a message after its last attempt; npm run mail lists it and sends it again", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "outbox-"));
    let onDisk = await openDatabase({ dataDir });
    await runMigrations(onDisk);
    // Port 1 of loopback: nothing listens there.
    start("smtp://127.0.0.1:1", onDisk.db);
    await onDisk.db.transaction((tx) => outbox.enqueue(tx, message("aroha@example.test")));
    for (let attempt = 0; attempt < 7; attempt++) {
      expect(await runner.runDue()).toBe(1);
      clock.advance(12 * 60 * MINUTE);
    }
    expect(await runner.runDue()).toBe(0);
    const [failed] = await onDisk.db.select().from(jobs);
    expect(failed).toMatchObject({ state: "failed", attempts: 7 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    const counted = await series();
    expect(counted.value("portal_emails_total", { outcome: "failed" })).toBe(1);
    expect(counted.value("portal_email_outbox_messages", { state: "failed" })).toBe(1);
    await onDisk.close();

    const env = { DATA_DIR: dataDir };
    const listed = await runCommand(runMailCommand, ["status"], env);
    expect(listed.status).toBe(0);
    expect(listed.out).toContain("0 waiting to be sent, 1 failed\n");
    expect(listed.out).toMatch(
      new RegExp(
        `^${failed!.id}  failed  attempts 7  failed \\S+  a\\*\\*\\*@example\\.test  Your application$`,
        "m",
      ),
    );
    expect(listed.out).toMatch(/^ {4}last error: .*ECONNREFUSED/m);
    expect(listed.out).not.toContain("aroha@");
    const missing = await runCommand(runMailCommand, ["retry", String(failed!.id + 1)], env);
    expect([missing.status, missing.err]).toEqual([
      1,
      `mail: no failed e-mail ${failed!.id + 1} (see npm run mail -- status)\n`,
    ]);
    const retried = await runCommand(runMailCommand, ["retry", "--all-failed"], env);
    expect(retried.status).toBe(0);
    expect(retried.out).toContain(`1 failed e-mail queued again: ${failed!.id};`);

    // The service, started again, sends it at its next look.
    onDisk = await openDatabase({ dataDir });
    start(smtp.url, onDisk.db);
    const before = smtp.envelopes.length;
    try {
      expect(await runner.runDue()).toBe(1);
      expect(await runner.runDue()).toBe(0);
      expect(smtp.envelopes.slice(before)).toEqual([["aroha@example.test"]]);
    } finally {
      await onDisk.close();
    }
    const after = await runCommand(runMailCommand, ["status"], env);
    expect(after.out).toBe("0 waiting to be sent, 0 failed\n");
  });
});
