// The demo's recertification on a fresh start: a cycle for every profession running through
// today, the demo practitioner's three logged activities counted in her progress, her plan's two
// goals, one with an activity linked, and three practitioners who named her as their
// professional peer, one of them forty days ago; a second start adds nothing.
import {
  cpdPlanPaths,
  cpdPlanSchema,
  cpdProgressPath,
  cpdProgressSchema,
  peerRequestsPath,
  peerRequestsSchema,
  professionNames,
} from "@portal/contract";
import { describe, expect, it } from "vitest";
import { testClock, useTestService } from "../test/app.ts";
import { pgliteOnly } from "../test/databases.ts";
import { sessionHeader, signInDemoPractitioner } from "../test/form-pages.ts";
import { seedPeersDemo } from "./peers-demo.ts";
import { seedRecertificationDemo } from "./recertification-demo.ts";
import { seedRegister } from "./register/seed-register.ts";
import { seedRenewalDemo } from "./renewal-demo.ts";
import { seedDemoData } from "./seed.ts";

describe.each(pgliteOnly)("the demo's recertification on $name", (testDb) => {
  // 27 November 2026, 10 am in Auckland.
  const service = useTestService(testDb, { clock: testClock(new Date("2026-11-26T21:00:00Z")) });

  let seeded: Promise<void> | undefined;
  /** The demo's people, register and round, which both parts of the demo stand on. */
  const seedPeople = () => {
    const { db } = service.database;
    seeded ??= (async () => {
      await seedDemoData(db);
      await seedRegister(db, { count: 20, today: "2026-11-27" });
      await seedRenewalDemo(db, "2026-11-27");
    })();
    return seeded;
  };

  it("gives every profession a cycle through today and counts the demo practitioner's log", async () => {
    const { db } = service.database;
    await seedPeople();
    expect(await seedRecertificationDemo(db, "2026-11-27")).toEqual({
      cyclesAdded: professionNames.length,
      activitiesAdded: 3,
      goalsAdded: 2,
    });
    expect(await seedRecertificationDemo(db, "2026-11-28")).toEqual({
      cyclesAdded: 0,
      activitiesAdded: 0,
      goalsAdded: 0,
    });

    const headers = sessionHeader(await signInDemoPractitioner(service.app));
    const answer = await service.app.inject({ url: cpdProgressPath, headers });
    const [cycle, ...others] = cpdProgressSchema.parse(answer.json()).cycles;
    expect(others).toEqual([]);
    expect(cycle).toMatchObject({
      profession: "Dental hygienist",
      startsOn: "2025-04-01",
      endsOn: "2027-03-31",
      activities: 3,
    });
    expect(cycle?.requirements.map((r) => [r.key, r.required, r.logged])).toEqual([
      ["total", 40, 9.5],
      ["clinical", 20, 6],
      ["cultural", 4, 2.5],
      ["emergency", 2, 0],
      ["peerContacts", 4, 1],
      ["plan", 1, 0],
    ]);
    const plan = await service.app.inject({ url: cpdPlanPaths.plan, headers });
    const [goal1, goal2] = cpdPlanSchema.parse(plan.json()).cycles[0]?.goals ?? [];
    expect([goal1?.targetDate, goal1?.activities.length]).toEqual(["2026-12-01", 1]);
    expect([goal2?.targetDate, goal2?.activities.length]).toEqual(["2027-03-01", 0]);
  });

  it("has three practitioners name the demo practitioner as their peer, once", async () => {
    const { db } = service.database;
    await seedPeople();
    expect(await seedPeersDemo(db, "2026-11-27")).toEqual({ relationshipsAdded: 3 });
    expect(await seedPeersDemo(db, "2026-11-28")).toEqual({ relationshipsAdded: 0 });
    const answer = await service.app.inject({
      url: peerRequestsPath,
      headers: sessionHeader(await signInDemoPractitioner(service.app)),
    });
    const { requests } = peerRequestsSchema.parse(answer.json());
    expect(
      requests.map((r) => [r.practitionerName, r.namedOn, r.meetingFrequency, r.decision]),
    ).toEqual([
      ["Ātaahua Mīria Ngārimu-Tūhoro", "2026-10-18", "Twice a year", null],
      ["Mere Parata", "2026-11-15", "Monthly", null],
      ["Sione Taufa", "2026-11-22", "Quarterly", null],
    ]);
  });
});
