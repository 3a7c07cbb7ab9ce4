// A practising certificate through a renewal round, on the service's clock: current, due for
// renewal when next year's round opens (with the renewal form once started), submitted, and –
// when grace ends without a renewal – expired once by the daily lapse: the register shows it,
// the peer search leaves them out, they are told once by e-mail and the trail records it.
import { certificatePaths } from "@portal/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useApcPractitioner } from "../../../test/apc-practitioner.ts";
import { testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { registerPractice } from "../../../test/register-desk.ts";
import { capturingMailer } from "../../../test/review.ts";
import * as schema from "../../db/schema.ts";
import { findPractitionerId, insertPractitioners } from "../register/index.ts";
import { addRound } from "../rounds/index.ts";

const pglite = testDatabases.filter((d) => d.name === "pglite");
const DAY = 24 * 3600_000;

const person = (personId: string, surname: string) => ({
  personId,
  firstNames: "Test",
  surname,
  contact: "",
  address: "",
  suburb: "",
  city: "Rotorua",
  territorialAuthority: "",
  dhb: "",
  eligible: true,
  volunteer: false,
  practices: [registerPractice({ apcStatus: "Current", apcPeriod: "01/04/2026 - 31/03/2027" })],
});

describe.each(pglite)("practising certificates through a round on $name", (testDb) => {
  const mailer = capturingMailer();
  // 1 June 2026: the 2026/2027 round (migration 0021) is the open one.
  const clock = testClock(new Date("2026-06-01T00:00:00Z"));
  const service = useApcPractitioner(testDb, { clock, mailer });
  let practitionerId: number;
  let other: number;

  beforeAll(async () => {
    const db = service.database.db;
    await db.transaction((tx) =>
      insertPractitioners(tx, [person("70001", "Lapsing"), person("70002", "Renewed")]),
    );
    practitionerId = (await findPractitionerId(db, "70001"))!;
    other = (await findPractitionerId(db, "70002"))!;
    await db
      .insert(schema.practitionerAccounts)
      .values({ userId: service.aroha.id, practitionerId });
    const held = (id: number, year: string, startsOn: string, endsOn: string) => ({
      practitionerId: id,
      year,
      startsOn,
      endsOn,
      verificationCode: `code-${id}-${year}`,
    });
    await addRound(db, {
      year: "2027/2028",
      startsOn: "2027-04-01",
      endsOn: "2028-03-31",
      opensOn: "2027-02-01",
      deadline: "2027-03-31",
      graceDays: 14,
      feeCents: 121050,
    });
    await db
      .insert(schema.practisingCertificates)
      .values([
        held(practitionerId, "2026/2027", "2026-04-01", "2027-03-31"),
        held(other, "2026/2027", "2026-04-01", "2027-03-31"),
        held(other, "2027/2028", "2027-04-01", "2028-03-31"),
      ]);
  });

  const status = async () => {
    const res = await service.app.inject({
      url: certificatePaths.status,
      headers: await service.signedIn(),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const register = async (id: number) => {
    const [person] = await service.database.db
      .select()
      .from(schema.practitioners)
      .where(eq(schema.practitioners.id, id));
    const practices = await service.database.db
      .select()
      .from(schema.practices)
      .where(eq(schema.practices.practitionerId, id));
    return { eligible: person!.eligible, apcStatus: practices.map((p) => p.apcStatus) };
  };

  it("answers only a signed-in practitioner", async () => {
    expect((await service.app.inject({ url: certificatePaths.status })).statusCode).toBe(401);
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
    const added = await service.addApc();
    const token = added.json().form.formToken as string;
    expect((await status()).renewal).toEqual({ ...renewal, formToken: token });
    await service.database.db
      .update(schema.forms)
      .set({ state: "completed" })
      .where(eq(schema.forms.token, token));
    expect((await status()).state).toBe("submitted");
    await service.database.db
      .update(schema.forms)
      .set({ state: "in_progress" })
      .where(eq(schema.forms.token, token));
  });

  it("expires once when grace ends without a renewal: register, peer search, e-mail, trail", async () => {
    clock.advance(63 * DAY); // 14 April 2027: the last day of grace
    expect(await service.app.jobs.runDue()).toBeGreaterThan(0);
    expect((await status()).state).toBe("renew");
    expect(mailer.sent.filter((m) => m.subject.includes("expired"))).toHaveLength(0);

    clock.advance(DAY); // 15 April 2027
    await service.app.jobs.runDue();
    await service.app.jobs.runDue(); // the e-mail the lapse wrote
    expect(await status()).toEqual({
      state: "expired",
      year: "2026/2027",
      expiredOn: "2027-03-31",
    });
    expect(await register(practitionerId)).toEqual({ eligible: false, apcStatus: ["Expired"] });
    expect(await register(other)).toEqual({ eligible: true, apcStatus: ["Current"] });
    const told = mailer.sent.filter((m) => m.to === service.aroha.email);
    expect(told.map((m) => m.subject)).toEqual(["Your practising certificate has expired"]);
    expect(told[0]!.text).toContain(
      "Your annual practising certificate for 2026/2027 ended on 31 March 2027, and it was",
    );
    expect(told[0]!.text).toContain("grace period on 14 April 2027");
    const trail = await service.database.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.event, "certificate.expired"));
    expect(trail).toEqual([
      expect.objectContaining({
        userId: service.aroha.id,
        detail: { practitionerId, year: "2026/2027" },
      }),
    ]);

    clock.advance(DAY); // the next day's lapse finds nothing more to expire
    await service.app.jobs.runDue();
    await service.app.jobs.runDue();
    expect(mailer.sent.filter((m) => m.to === service.aroha.email)).toHaveLength(1);
  });
});
