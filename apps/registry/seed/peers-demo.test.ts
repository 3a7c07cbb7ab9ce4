// The demo's professional peers on a fresh start: three practitioners named the demo
// practitioner, one of them forty days ago, and her list shows them undecided; a second start
// adds nothing.
import { peerRequestsPath, peerRequestsSchema } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { testClock, useTestService } from "../test/app.ts";
import { pgliteOnly } from "../test/databases.ts";
import { sessionHeader, signInDemoPractitioner } from "../test/form-pages.ts";
import { seedPeersDemo } from "./peers-demo.ts";
import { seedRegister } from "./register/seed-register.ts";
import { seedRenewalDemo } from "./renewal-demo.ts";
import { seedDemoData } from "./seed.ts";

describe.each(pgliteOnly)("the demo's professional peers on $name", (testDb) => {
  // 27 November 2026, 10 am in Auckland.
  const service = useTestService(testDb, { clock: testClock(new Date("2026-11-26T21:00:00Z")) });

  it("has three practitioners name the demo practitioner as their peer, once", async () => {
    const { db } = service.database;
    await seedDemoData(db);
    await seedRegister(db, { count: 20, today: "2026-11-27" });
    await seedRenewalDemo(db, "2026-11-27");
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
