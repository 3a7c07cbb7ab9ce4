// A round walked day by day by two instances on one PostgreSQL (what PGlite, one process's,
// cannot show), each with its own job runner polling the same jobs and its own SMTP connection
// to one real peer: every step of the schedule reaches the practitioner exactly once, then the
// lapse once, whichever instance runs the day's work.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCheapUser, startSmtpPeer, testMailer } from "../../../../test/accounts.ts";
import { buildTestApp, testClock } from "../../../../test/app.ts";
import { adminUrl, freshPostgresDatabase } from "../../../../test/databases.ts";
import { createTestPractitioners, DAY, NEXT_ROUND } from "../../../../test/rounds.ts";
import type { App } from "../../../app.ts";
import { type Database, openDatabase } from "../../../db/client.ts";
import { runMigrations } from "../../../db/migrate.ts";
import { addRound } from "../rounds/index.ts";

describe.runIf(adminUrl)("a renewal round on two instances of PostgreSQL", () => {
  let fresh: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const databases: Database[] = [];
  const apps: App[] = [];
  // 10 February 2027, 9 am in Auckland: the 2027/2028 round opened on the 1st.
  const clock = testClock(new Date("2027-02-09T20:00:00Z"));
  let email = "";

  beforeAll(async () => {
    fresh = await freshPostgresDatabase(adminUrl!);
    smtp = await startSmtpPeer();
    for (const _ of [1, 2]) databases.push(await openDatabase({ url: fresh.url, poolSize: 4 }));
    await runMigrations(databases[0]!);
    for (const database of databases) {
      const { mailer } = testMailer({ smtpUrl: smtp.url });
      apps.push(await buildTestApp(database, { clock, mailer }));
    }
    const { db } = databases[0]!;
    await addRound(db, NEXT_ROUND);
    const user = await createCheapUser(db);
    email = user.email;
    await createTestPractitioners(db, user.id);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await smtp?.close();
    await fresh?.drop();
  });

  it("sends each step once and the lapse once, whichever instance runs the day", async () => {
    const received: string[] = [];
    for (let d = 0; d < 70; d++) {
      const before = smtp.received.length;
      // Both instances take the day's work at once, then the e-mails it wrote.
      await Promise.all(apps.map((app) => app.jobs.runDue()));
      await Promise.all(apps.map((app) => app.jobs.runDue()));
      const day = clock().toISOString().slice(0, 10);
      for (const m of smtp.received.slice(before)) {
        const to = m.to && "text" in m.to ? m.to.text : "";
        received.push(`${day} ${to} ${m.subject}`);
      }
      clock.advance(DAY);
    }
    const renew = `${email} Renew your practising certificate by 31 March 2027`;
    expect(received).toEqual([
      `2027-02-09 ${renew}`,
      `2027-02-16 ${renew}`,
      `2027-03-02 ${renew}`,
      `2027-03-16 ${renew}`,
      `2027-03-23 ${renew}`,
      `2027-03-29 ${renew}`,
      `2027-03-31 ${email} Your practising certificate renewal is overdue`,
      `2027-04-11 ${email} Last days to renew your practising certificate: grace ends 14 April 2027`,
      `2027-04-14 ${email} Your practising certificate has expired`,
    ]);
  });
});
