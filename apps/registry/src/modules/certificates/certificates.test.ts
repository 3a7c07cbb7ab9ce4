// A practising certificate through a renewal round, on the service's clock: current, due for
// renewal when next year's round opens (with the renewal form once started), submitted, and –
// when grace ends without a renewal – expired once by the daily lapse: the register shows it,
// the peer search leaves them out, they are told once by e-mail and the trail records it.
import { certificatePaths, publicRegisterPaths } from "@portal/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { followConfirmed } from "../../../test/follows.ts";
import { DAY, roundDatabases, useRenewalRound } from "../../../test/rounds.ts";
import * as schema from "../../db/schema.ts";

describe.each(roundDatabases)("practising certificates through a round on $name", (testDb) => {
  // 1 June 2026: the 2026/2027 round (migration 0021) is the open one.
  const round = useRenewalRound(testDb, new Date("2026-06-01T00:00:00Z"));
  const { mailer, clock } = round;

  const status = async () => {
    const res = await round.service.app.inject({
      url: certificatePaths.status,
      headers: await round.service.signedIn(),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const register = async (id: number) => {
    const [person] = await round.service.database.db
      .select()
      .from(schema.practitioners)
      .where(eq(schema.practitioners.id, id));
    const shown = await round.service.app.inject({
      url: publicRegisterPaths.practitioner(person!.personId),
    });
    return { eligible: person!.eligible, status: shown.json().practisingCertificate?.status };
  };

  it("answers only a signed-in practitioner", async () => {
    expect((await round.service.app.inject({ url: certificatePaths.status })).statusCode).toBe(401);
  });

  it("is current until its period ends while no later round is open", async () => {
    expect(await status()).toEqual({
      state: "current",
      year: "2026/2027",
      currentUntil: "2027-03-31",
    });
  });

  it("is due for renewal by the deadline once next year's round opens, with the form started", async () => {
    clock.advance(254 * DAY); // 10 February 2027
    const renewal = { year: "2027/2028", renewBy: "2027-03-31", graceEnds: "2027-04-14" };
    expect(await status()).toEqual({
      state: "renew",
      year: "2026/2027",
      currentUntil: "2027-03-31",
      renewal,
    });
    const added = await round.service.addApc();
    const token = added.json().form.formToken as string;
    expect((await status()).renewal).toEqual({ ...renewal, formToken: token });
    await round.service.database.db
      .update(schema.forms)
      .set({ state: "completed" })
      .where(eq(schema.forms.token, token));
    expect((await status()).state).toBe("submitted");
    await round.service.database.db
      .update(schema.forms)
      .set({ state: "in_progress" })
      .where(eq(schema.forms.token, token));
  });

  it("expires once when grace ends without a renewal: register, peer search, e-mail, trail", async () => {
    // Someone follows the public record of the one who lapses.
    const watcher = "watcher@example.test";
    const confirmed = await followConfirmed(
      { app: round.service.app, sent: mailer.sent },
      watcher,
      "70001",
    );
    expect(confirmed.statusCode).toBe(200);

    clock.advance(63 * DAY); // 14 April 2027: the last day of grace
    expect(await round.service.app.jobs.runDue()).toBeGreaterThan(0);
    // Its period is over: expired on every surface, still to renew while grace runs.
    expect(await status()).toMatchObject({
      state: "expired",
      expiredOn: "2027-03-31",
      renewal: { year: "2027/2028", graceEnds: "2027-04-14" },
    });
    expect(await register(round.renewing)).toEqual({ eligible: true, status: "Expired" });
    expect(mailer.sent.filter((m) => m.subject.includes("expired"))).toHaveLength(0);

    clock.advance(DAY); // 15 April 2027
    await round.service.app.jobs.runDue();
    await round.service.app.jobs.runDue(); // the e-mail the lapse wrote
    expect(await status()).toEqual({
      state: "expired",
      year: "2026/2027",
      expiredOn: "2027-03-31",
    });
    expect(await register(round.renewing)).toEqual({ eligible: false, status: "Expired" });
    expect(await register(round.renewed)).toEqual({ eligible: true, status: "Current" });
    const told = mailer.sent.filter((m) => m.subject.includes("expired"));
    expect(told.map((m) => [m.to, m.subject])).toEqual([
      [round.service.aroha.email, "Your practising certificate has expired"],
    ]);
    expect(told[0]!.text).toContain(
      "Your annual practising certificate for 2026/2027 ended on 31 March 2027, and it was",
    );
    expect(told[0]!.text).toContain("grace period on 14 April 2027");
    const trail = await round.service.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.event, "certificate.expired"));
    expect(trail).toEqual([
      expect.objectContaining({
        userId: round.service.aroha.id,
        detail: { practitionerId: round.renewing, year: "2026/2027" },
      }),
    ]);

    clock.advance(DAY); // the next day's lapse finds nothing more to expire
    await round.service.app.jobs.runDue();
    await round.service.app.jobs.runDue();
    expect(mailer.sent.filter((m) => m.subject.includes("expired"))).toHaveLength(1);
    const news = mailer.sent.filter((m) => m.to === watcher).slice(1);
    expect(news.map((m) => m.subject)).toEqual([
      "The public register record of Test Renewing has changed",
    ]);
    expect(news[0]!.text).toContain(
      "Practising certificate changed from Current, 01/04/2026 - 31/03/2027 to Expired, " +
        "01/04/2026 - 31/03/2027.",
    );
  });
});
