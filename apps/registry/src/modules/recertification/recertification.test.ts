// Recertification over the real routes: an admin's cycles (registry staff read them, only admins
// set them, every write audited, each refusal with its message and nothing changed), and a
// practitioner's progress counted from the CPD activities they completed through the
// CPD-ACTIVITY form – only their own, only completed ones, only those dated in the cycle.
import {
  type CycleBody,
  cpdProgressPath,
  cpdProgressSchema,
  cyclePaths,
  cycleRefusals,
  deskMessages,
  deskPaths,
  staffAuditPageSchema,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import {
  cpdActivity,
  cycleBody as cycle,
  linkedPractitioner,
  logCpdActivity,
} from "../../../test/cpd.ts";
import { pgliteOnly } from "../../../test/databases.ts";
import { signedInStaff } from "../../../test/desk.ts";
import { createUser } from "../../../test/factories.ts";
import { fieldOf, sessionHeader, signIn } from "../../../test/form-pages.ts";
import { expectRefusals, useRecertificationDesk } from "../../../test/recertification.ts";
import { formMessages } from "../forms/index.ts";

// The rules are the service's own, which PGlite shows as well as PostgreSQL.
describe.each(pgliteOnly)("recertification on $name", (testDb) => {
  const desk = useRecertificationDesk(testDb);
  const add = (body: unknown) =>
    desk.admin.call("POST", cyclePaths.cycles, body as Record<string, unknown>);
  const change = (id: number | string, body: unknown) =>
    desk.admin.call("PUT", cyclePaths.cycle(id), body as Record<string, unknown>);
  const list = async () => (await desk.registrar.call("GET", cyclePaths.cycles)).json().items;

  it("lets registry staff read the cycles and only admins set them", async () => {
    const { app, database, clock } = desk;
    const investigator = await signedInStaff(app, database.db, clock, "investigator");
    const forbidden = { message: deskMessages.forbidden };
    for (const [method, url] of [
      ["POST", cyclePaths.cycles],
      ["PUT", cyclePaths.cycle(1)],
    ] as const) {
      const res = await desk.registrar.call(method, url, cycle());
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, forbidden]);
    }
    const read = await investigator.client.call("GET", cyclePaths.cycles);
    expect([read.statusCode, read.json()]).toEqual([403, forbidden]);
    expect((await desk.registrar.call("GET", cyclePaths.cycles)).statusCode).toBe(200);
  });

  it("adds a cycle and changes it, each in the staff audit", async () => {
    const added = await add(cycle());
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json();
    expect(added.json()).toEqual({ ...cycle(), id, endsOn: "2027-03-31" });
    const changed = await change(id, cycle({ totalHours: 60, categoryHours: { clinical: 30 } }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await list()).toEqual([
      { ...cycle({ totalHours: 60, categoryHours: { clinical: 30 } }), id, endsOn: "2027-03-31" },
    ]);
    const audit = staffAuditPageSchema.parse(
      (await desk.admin.call("GET", `${deskPaths.audit}?limit=5`)).json(),
    ).items;
    expect(audit.map((e) => e.action).slice(0, 2)).toEqual([
      "recert_cycle.changed",
      "recert_cycle.created",
    ]);
    expect(audit[0]).toMatchObject({
      before: { id, totalHours: 40, categoryHours: { clinical: 20, cultural: 4 } },
      after: { id, totalHours: 60, categoryHours: { clinical: 30 } },
    });
  });

  it("refuses what does not fit with a message, changing nothing", async () => {
    const therapists = (over: Partial<CycleBody> = {}) =>
      cycle({ profession: "Dental therapist", ...over });
    expect((await add(therapists())).statusCode).toBe(200);
    const before = await list();
    const refusals = [
      [
        () => add(therapists({ totalHours: 20 })),
        400,
        "The hours in all cannot be fewer than the 24 the categories need (clinical and scientific, cultural safety).",
      ],
      [
        () => add(therapists({ startsOn: "2027-01-01", years: 1 })),
        409,
        "The cycle overlaps the dental therapists' cycle of 1 April 2025 to 31 March 2027: a profession's cycles cannot overlap.",
      ],
      [() => add(therapists({ years: 6 })), 400, "The cycle's length cannot be over 5."],
      [
        () => add({ ...therapists(), profession: "Tooth fairy" }),
        400,
        "Choose a profession of the register.",
      ],
      [() => change(9999, therapists()), 404, cycleRefusals.notFound],
      [() => change("1 or 1=1", therapists()), 404, cycleRefusals.notFound],
      [() => change("1'; drop table x;--", therapists()), 400, "Invalid path: cycleId"],
    ] as const;
    await expectRefusals(refusals);
    expect(await list()).toEqual(before);
    // An earlier, ended cycle stays as its practitioners were held to it.
    const ended = (await add(therapists({ startsOn: "2023-04-01" }))).json();
    const kept = await change(ended.id, therapists({ startsOn: "2023-04-01", totalHours: 80 }));
    expect([kept.statusCode, kept.json()]).toEqual([409, { message: cycleRefusals.ended }]);
    expect((await list()).find((c: { id: number }) => c.id === ended.id)).toMatchObject({
      totalHours: 40,
    });
  });

  it("counts a practitioner's completed activities dated in the cycle, and theirs only", async () => {
    const { app, database } = desk;
    const { db } = database;
    const ohts = { profession: "Oral health therapist" } as const;
    expect((await add(cycle(ohts))).statusCode).toBe(200);
    const oht = "Oral Health Therapy Practice";
    const session = await linkedPractitioner(app, db, "81201", oht);
    const progress = async (sessionId = session) =>
      cpdProgressSchema.parse(
        (await app.inject({ url: cpdProgressPath, headers: sessionHeader(sessionId) })).json(),
      );
    const log = (page: Record<string, unknown>, submit = true) =>
      logCpdActivity({ app, db }, session, page, submit);

    const tooLong = await log(cpdActivity("2025-06-01", "clinical", "41"));
    expect(fieldOf(tooLong, "hours")).toMatchObject({
      state: "error",
      message: formMessages.outOfRange(0.25, 40),
    });
    await log(cpdActivity("2025-06-01", "clinical", "7.5"));
    await log(cpdActivity("2026-02-10", "cultural", "1.25"));
    await log(cpdActivity("2026-02-12", "peer", "1"));
    await log(cpdActivity("2025-03-31", "clinical", "10")); // the day before the cycle
    await log(cpdActivity("2026-02-20", "clinical", "3"), false); // not submitted

    const [ohtCycle] = (await progress()).cycles;
    expect(ohtCycle).toEqual({
      profession: "Oral health therapist",
      startsOn: "2025-04-01",
      endsOn: "2027-03-31",
      activities: 3,
      requirements: [
        { key: "total", label: "CPD hours in all", unit: "hours", required: 40, logged: 9.75 },
        {
          key: "clinical",
          label: "Clinical and scientific",
          unit: "hours",
          required: 20,
          logged: 7.5,
        },
        { key: "cultural", label: "Cultural safety", unit: "hours", required: 4, logged: 1.25 },
        {
          key: "peerContacts",
          label: "Contacts with your professional peer",
          unit: "contacts",
          required: 2,
          logged: 1,
        },
        {
          key: "plan",
          label: "Development plan",
          unit: "plan",
          required: 1,
          logged: 0,
          goals: 0,
          review: null,
        },
      ],
    });
    // Another practitioner sees none of hers; an account off the register has no cycle.
    const other = await linkedPractitioner(app, db, "81202", oht);
    expect((await progress(other)).cycles[0]?.activities).toBe(0);
    expect(await progress(await signIn(app, await createUser(db)))).toEqual({ cycles: [] });
    const unsigned = await app.inject({ url: cpdProgressPath });
    expect(unsigned.statusCode).toBe(401);
  });
});
