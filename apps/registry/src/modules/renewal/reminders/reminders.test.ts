// Renewal reminders walked day by day through a round on the service's clock: each step of the
// schedule reaches the practitioner who has to renew once (by e-mail), a
// submitted renewal stops them and a returned one brings them back (with the step due then); a
// practitioner renewed already hears nothing, and none follows the lapse.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  DAY,
  EARLIER_ROUND,
  heldCertificate,
  NEXT_ROUND,
  registeredPerson,
  roundDatabases,
  useRenewalRound,
} from "../../../../test/rounds.ts";
import * as schema from "../../../db/schema.ts";
import { findPractitionerId, insertPractitioners } from "../../register/index.ts";
import { insertUser } from "../../users/store.ts";
import { APC_FORM_TYPE, addRound } from "../rounds/index.ts";
import { findDueForReminder } from "./reminders-store.ts";

describe.each(roundDatabases)("renewal reminders through a round on $name", (testDb) => {
  // 10 February 2027, 9 am in Auckland: the 2027/2028 round opened on the 1st.
  const { service, mailer, clock } = useRenewalRound(testDb, new Date("2027-02-09T20:00:00Z"));
  let token: string;

  beforeAll(async () => {
    token = (await service.addApc()).json().form.formToken;
  });

  const setApcState = (state: "completed" | "in_progress") =>
    service.database.db.update(schema.forms).set({ state }).where(eq(schema.forms.token, token));

  it("sends each step once to who has not renewed, stops on submission and resumes on return", async () => {
    const day = () => clock().toISOString().slice(0, 10);
    const received: string[] = [];
    for (let d = 0; d < 70; d++) {
      if (day() === "2027-03-04") await setApcState("completed");
      if (day() === "2027-03-19") await setApcState("in_progress");
      const before = mailer.sent.length;
      await service.app.jobs.runDue(); // the day's reminder job
      await service.app.jobs.runDue(); // the e-mails it wrote
      for (const m of mailer.sent.slice(before)) received.push(`${day()} ${m.to} ${m.subject}`);
      clock.advance(DAY);
    }
    const to = service.aroha.email;
    expect(received).toEqual([
      // The round opened on 1 February: its opening's reminder is the step due on the first day.
      `2027-02-09 ${to} Renew your practising certificate by 31 March 2027`,
      `2027-02-16 ${to} Renew your practising certificate by 31 March 2027`,
      `2027-03-02 ${to} Renew your practising certificate by 31 March 2027`,
      // 17 March (14 days before) passed while the renewal was submitted: once it is returned
      // (20 March), the step due then reaches them.
      `2027-03-19 ${to} Renew your practising certificate by 31 March 2027`,
      `2027-03-23 ${to} Renew your practising certificate by 31 March 2027`,
      `2027-03-29 ${to} Renew your practising certificate by 31 March 2027`,
      `2027-03-31 ${to} Your practising certificate renewal is overdue`,
      `2027-04-11 ${to} Last days to renew your practising certificate: grace ends 14 April 2027`,
      // Grace ended on 14 April without a renewal: the lapse, and no reminder after it.
      `2027-04-14 ${to} Your practising certificate has expired`,
    ]);
    const sent = await service.database.db.select().from(schema.renewalReminders);
    expect(sent.map((s) => s.step)).toEqual([
      "opens",
      "42-days",
      "28-days",
      "14-days",
      "7-days",
      "1-days",
      "grace-begins",
      "grace-ending",
    ]);
    const last = mailer.sent.at(-2)!;
    expect(last.text).toContain("The grace period to renew your practising certificate for");
    expect(last.text).toContain(
      "From the day after your current certificate ends, the public register shows it as expired",
    );
    expect(last.text).toContain(
      "14 April 2027, your certificate lapses: you must then stop practising until a new one is issued.",
    );
  });
});

describe.each(roundDatabases)("who a round reminds, on $name", (testDb) => {
  // 3 March 2027 in Auckland, the 2027/2028 round open.
  const round = useRenewalRound(testDb, new Date("2027-03-02T20:00:00Z"));
  const { service } = round;

  it("leaves out a certificate of an earlier year still current: the earlier round's lapse is its end", async () => {
    const { db } = service.database;
    await db.transaction((tx) => insertPractitioners(tx, [registeredPerson("70003", "Overdue")]));
    const overdue = (await findPractitionerId(db, "70003"))!;
    const userId = (await insertUser(db, {
      email: "overdue@example.test",
      passwordHash: "not-used",
      firstName: "Overdue",
    }))!;
    await db.insert(schema.practitionerAccounts).values({ userId, practitionerId: overdue });
    await addRound(db, EARLIER_ROUND);
    await db.insert(schema.practisingCertificates).values(heldCertificate(overdue, EARLIER_ROUND));
    const due = await findDueForReminder(db, NEXT_ROUND, "28-days", APC_FORM_TYPE);
    expect(due.map((d) => d.practitionerId)).toEqual([round.renewing]);
  });
});
