// The demo's renewal season on a fresh start: a round opened today with its deadline ten days
// on, the demo practitioner linked to her register record with this year's certificate – so
// her dashboard says to renew – and the round's first reminder sent within the first run.
import { certificatePaths, publicRegisterPaths } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { testClock, useTestService } from "../test/app.ts";
import { testDatabases } from "../test/databases.ts";
import { sessionHeader, signInDemoPractitioner } from "../test/form-pages.ts";
import { capturingMailer } from "../test/review.ts";
import { nextPractisingYear } from "./practising-year.ts";
import { seedRegister } from "./register/seed-register.ts";
import { seedRenewalDemo } from "./renewal-demo.ts";
import { seedDemoData } from "./seed.ts";

const pglite = testDatabases.filter((d) => d.name === "pglite");

describe.each(pglite)("the demo's renewal season on $name", (testDb) => {
  const mailer = capturingMailer();
  // 27 November 2026, 10 am in Auckland.
  const service = useTestService(testDb, {
    clock: testClock(new Date("2026-11-26T21:00:00Z")),
    mailer,
  });

  it("opens next year's round today, due in ten days; she is told to renew, by e-mail at once", async () => {
    expect(nextPractisingYear("2026-11-27").year).toBe("2027/2028");
    expect(nextPractisingYear("2027-03-31").year).toBe("2027/2028");
    const { db } = service.database;
    await seedDemoData(db);
    await seedRegister(db, { count: 20, today: "2026-11-27" });
    expect(await seedRenewalDemo(db, "2026-11-27")).toEqual({ round: "2027/2028" });
    // A second start changes nothing.
    await seedRenewalDemo(db, "2026-11-28");

    const status = await service.app.inject({
      url: certificatePaths.status,
      headers: sessionHeader(await signInDemoPractitioner(service.app)),
    });
    expect(status.json()).toEqual({
      state: "renew",
      year: "2026/2027",
      currentUntil: "2027-03-31",
      renewal: { year: "2027/2028", renewBy: "2026-12-07", graceEnds: "2026-12-21" },
    });
    // Her public record shows the certificate her dashboard does.
    const record = await service.app.inject({ url: publicRegisterPaths.practitioner("10482") });
    expect(record.json().practisingCertificate).toEqual({
      status: "Current",
      period: "01/04/2026 - 31/03/2027",
    });
    await service.app.jobs.runDue();
    await service.app.jobs.runDue();
    expect(mailer.sent.map((m) => [m.to, m.subject])).toContainEqual([
      "practitioner@example.org",
      "Renew your practising certificate by 7 December 2026",
    ]);
  });
});
