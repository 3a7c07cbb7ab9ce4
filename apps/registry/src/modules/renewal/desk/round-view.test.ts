// The desk's round view over its routes on a round with practitioners in every state (reached
// through the portal's and the desk's own calls): the counts match who must renew, by status
// and profession; the not-filed list pages with the last reminder; a reminder sent now from the
// desk is an e-mail, a record that never blocks the schedule's steps, and a staff audit entry;
// the CSV is the whole list, safe to open in a spreadsheet; a lapse moves them to expired, still
// listed.
import { renewalCounts as counts, roundViewMessages, roundViewPaths } from "@portal/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInStaff } from "../../../../test/desk.ts";
import { useRoundInStates } from "../../../../test/round-view.ts";
import { DAY, roundDatabases } from "../../../../test/rounds.ts";
import * as schema from "../../../db/schema.ts";
import { staffAuditPage } from "../../audit/index.ts";

const CODE = "2027-2028";
const PAGE = { page: 1, pageSize: 10 };
describe.each(roundDatabases)("the desk's round view on $name", (testDb) => {
  const round = useRoundInStates(testDb);
  const get = async (url: string) => round.registrar.client.call("GET", url);
  const json = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A staff session ends when idle: a registrar signs in again after the clock moves. */
  const signInAgain = async () => {
    const { app, database } = round.service;
    round.registrar = await signedInStaff(app, database.db, round.clock);
  };
  const remind = (practitionerId: number, yearCode = CODE) =>
    round.registrar.client.call("POST", roundViewPaths.reminders(yearCode), { practitionerId });

  it("counts who must renew by status and profession, as the database holds them", async () => {
    const summary = await json(roundViewPaths.summary(CODE));
    expect(summary).toMatchObject({
      year: "2027/2028",
      startsOn: "2027-04-01",
      deadline: "2027-03-31",
      graceEndsOn: "2027-04-14",
      total: 7,
      counts: counts({ not_started: 2, in_progress: 1, submitted: 1, returned: 1, accepted: 2 }),
    });
    expect(summary.byProfession).toEqual([
      {
        profession: "Dentist",
        total: 4,
        counts: counts({ not_started: 2, submitted: 1, accepted: 1 }),
      },
      {
        profession: "Dental hygienist",
        total: 3,
        counts: counts({ in_progress: 1, returned: 1, accepted: 1 }),
      },
    ]);
  });

  it("lists who has not filed, paged, with the last reminder and e-mail", async () => {
    const first = await json(`${roundViewPaths.notFiled(CODE)}?page=1&pageSize=2`);
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(first.items).toEqual([
      {
        practitionerId: round.ids["71002"],
        name: "Ira Idle",
        registrationNumber: "71002",
        profession: "Dentist",
        status: "not_started",
        email: round.emails["71002"],
        hasAccount: true,
        lastReminder: { step: "opens", sentAt: "2027-02-09T20:00:00.000Z" },
      },
      expect.objectContaining({
        name: "=SUM(1) Noaccount",
        email: null,
        hasAccount: false,
        lastReminder: null,
      }),
    ]);
    const second = await json(`${roundViewPaths.notFiled(CODE)}?page=2&pageSize=2`);
    expect(second.items.map((i: { name: string; status: string }) => [i.name, i.status])).toEqual([
      ["Test Renewing", "in_progress"],
      ["Sam Sentback", "returned"],
    ]);
  });

  it("sends a reminder now: the e-mail, the record, the staff audit; once a day", async () => {
    const idle = round.ids["71002"]!;
    const sent = await remind(idle);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      email: round.emails["71002"],
      message: roundViewMessages.sent("Ira Idle", round.emails["71002"]!),
    });
    const before = round.mailer.sent.length;
    await round.service.app.jobs.runDue();
    expect(round.mailer.sent.slice(before).map((m) => [m.to, m.subject])).toEqual([
      [round.emails["71002"], "Renew your practising certificate by 31 March 2027"],
    ]);
    const again = await remind(idle);
    expect([again.statusCode, again.json().message]).toEqual([409, roundViewMessages.sentToday]);
    const page = await json(roundViewPaths.notFiled(CODE));
    expect(page.items[0].lastReminder).toEqual({
      step: "desk",
      sentAt: "2027-02-09T20:00:00.000Z",
    });
    const { db } = round.service.database;
    const audited = await staffAuditPage(db, { action: "renewal.reminder_sent" }, PAGE);
    expect(audited.items).toEqual([
      expect.objectContaining({
        staffId: round.registrar.staffId,
        after: expect.objectContaining({ practitionerId: idle, year: "2027/2028" }),
      }),
    ]);
  });

  it("refuses a reminder to who has filed, has no account nor e-mail or need not renew", async () => {
    const refused = async (id: number, status: number, message: string) => {
      const res = await remind(id);
      expect([res.statusCode, res.json().message]).toEqual([status, message]);
    };
    await refused(round.ids["71003"]!, 400, roundViewMessages.filed("Submitted"));
    await refused(round.ids["71005"]!, 400, roundViewMessages.filed("Accepted"));
    await refused(round.ids["71001"]!, 400, roundViewMessages.noAccount);
    await refused(round.ids["71006"]!, 400, roundViewMessages.notDue);
    await refused(round.ids["71007"]!, 400, roundViewMessages.notDue);
    const unknown = await remind(round.ids["71002"]!, "2030-2031");
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      roundViewMessages.roundNotFound,
    ]);
  });

  it("answers an unknown round 404, a bad page or year code 400, no staff session 401", async () => {
    const summary = await get(roundViewPaths.summary("2030-2031"));
    expect([summary.statusCode, summary.json().message]).toEqual([
      404,
      roundViewMessages.roundNotFound,
    ]);
    expect((await get(roundViewPaths.notFiledCsv("2030-2031"))).statusCode).toBe(404);
    for (const bad of ["?page=0", "?page=x", "?pageSize=1000"]) {
      const res = await get(`${roundViewPaths.notFiled(CODE)}${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await get(roundViewPaths.summary("2027"))).statusCode).toBe(400);
    const unsigned = await round.service.app.inject({ url: roundViewPaths.summary(CODE) });
    expect(unsigned.statusCode).toBe(401);
  });

  it("exports the whole list as CSV, a formula's first character quoted", async () => {
    const res = await get(roundViewPaths.notFiledCsv(CODE));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("attachment");
    expect(res.headers["content-disposition"]).toContain("renewal-2027-2028-not-filed.csv");
    const lines = res.body.split("\r\n");
    expect(lines[0]).toBe(
      "name,registration_number,profession,status,email,account,last_reminder_step,last_reminder_sent_at",
    );
    expect(lines[1]).toBe(
      `Ira Idle,71002,Dentist,not_started,${round.emails["71002"]},yes,desk,2027-02-09T20:00:00.000Z`,
    );
    expect(lines[2]).toBe("'=SUM(1) Noaccount,71001,Dentist,not_started,,no,,");
    expect(lines.slice(3, 5).map((l) => l.split(",")[0])).toEqual([
      "Test Renewing",
      "Sam Sentback",
    ]);
    expect(lines[5]).toBe("");
  });

  it("never keeps the schedule's next step from going, and counts the lapsed as expired", async () => {
    round.clock.advance(7 * DAY); // 17 February: 42 days before the deadline
    await round.service.app.jobs.runDue();
    const steps = await round.service.database.db
      .select({ step: schema.renewalReminders.step })
      .from(schema.renewalReminders)
      .where(eq(schema.renewalReminders.practitionerId, round.ids["71002"]!));
    expect(steps.map((s) => s.step).sort()).toEqual(["42-days", "desk-2027-02-10", "opens"]);
    await signInAgain();
    expect((await remind(round.ids["71002"]!)).statusCode).toBe(200); // another day

    round.clock.advance(57 * DAY); // 15 April, Auckland: grace ended on the 14th
    await round.service.app.jobs.runDue();
    await signInAgain();
    const summary = await json(roundViewPaths.summary(CODE));
    expect(summary.counts).toEqual(counts({ accepted: 2, expired: 5 }));
    expect(summary.byProfession.map((p: { counts: unknown }) => p.counts)).toEqual([
      counts({ accepted: 1, expired: 3 }),
      counts({ accepted: 1, expired: 2 }),
    ]);
    // The lapsed are listed by name, as expired, so the desk sees who left the register.
    const listed = await json(roundViewPaths.notFiled(CODE));
    expect(listed.total).toBe(5);
    expect(new Set(listed.items.map((i: { status: string }) => i.status))).toEqual(
      new Set(["expired"]),
    );
    const lapsed = await remind(round.ids["71002"]!);
    expect([lapsed.statusCode, lapsed.json().message]).toEqual([400, roundViewMessages.lapsed]);
  });
});
