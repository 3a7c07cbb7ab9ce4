// The demo's concerns on a fresh start: a patient's and a self-report waiting at the desk's first
// stage, about the demo practitioner, and the investigator's one-time link until it is used.
import { caseListSchema, casePaths, deskPaths } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { pgliteOnly } from "../test/databases.ts";
import { DESK_ORIGIN, deskClient, STAFF_PASSWORD, useDeskService } from "../test/desk.ts";
import { DEMO_INVESTIGATOR_EMAIL, seedConcernsDemo } from "./concerns-demo.ts";
import { seedRegister } from "./register/seed-register.ts";
import { seedDemoData } from "./seed.ts";

describe.each(pgliteOnly)("the demo's concerns on $name", (testDb) => {
  const service = useDeskService(testDb, async ({ database }) => {
    await seedDemoData(database.db);
    await seedRegister(database.db, { count: 20, today: "2026-11-27" });
  });
  const seed = () =>
    seedConcernsDemo(service.app, service.database.db, {
      publicUrl: DESK_ORIGIN,
      now: service.clock(),
    });

  it("has two concerns waiting, one a self-report, and the investigator's link until it is used", async () => {
    const first = await seed();
    expect(first.concernsAdded).toBe(2);
    expect(first.investigatorLink).toMatch(
      new RegExp(`^${DESK_ORIGIN}/desk/set-password#[A-Za-z0-9_-]{20,}$`),
    );
    const admin = await service.signedIn("admin");
    const list = caseListSchema.parse((await admin.client.call("GET", casePaths.cases)).json());
    expect(list.items.map((c) => [c.source, c.stage, c.practitioner?.registrationNumber])).toEqual([
      ["patient", "received", "10482"],
      ["self", "received", "10482"],
    ]);

    // A second start adds no concern; the investigator sets a password from the link.
    const second = await seed();
    expect(second.concernsAdded).toBe(0);
    const token = second.investigatorLink!.split("#")[1];
    const desk = deskClient(service.app);
    const set = await desk.call("POST", deskPaths.setPassword, { token, password: STAFF_PASSWORD });
    expect(set.statusCode).toBe(200);
    const signIn = await desk.call("POST", deskPaths.signIn, {
      email: DEMO_INVESTIGATOR_EMAIL,
      password: STAFF_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect(await seed()).toEqual({ concernsAdded: 0 });
  });
});
