// The demo's documented audit: on a fresh start's register, an admin who draws the cycles in
// force today at DEMO_AUDIT_RATE from DEMO_AUDIT_SEED finds the demo practitioner in the sample.
import { auditPaths } from "@portal/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { practitioners } from "../src/db/schema.ts";
import { findLinkedPractitioner } from "../src/modules/register/index.ts";
import { findUserByEmail } from "../src/modules/users/index.ts";
import { pgliteOnly } from "../test/databases.ts";
import { useDeskService } from "../test/desk.ts";
import {
  DEMO_AUDIT_RATE,
  DEMO_AUDIT_SEED,
  seedRecertificationDemo,
} from "./recertification-demo.ts";
import { seedRegister } from "./register/seed-register.ts";
import { seedRenewalDemo } from "./renewal-demo.ts";
import { seedDemoData } from "./seed.ts";

describe.each(pgliteOnly)("the demo's audit on $name", (testDb) => {
  const today = "2026-11-29";
  const desk = useDeskService(testDb, async ({ database }) => {
    const { db } = database;
    await seedDemoData(db);
    await seedRegister(db, { today });
    await seedRenewalDemo(db, today);
    await seedRecertificationDemo(db, today);
  });

  it("draws the demo practitioner from the documented seed", async () => {
    const { db } = desk.database;
    const admin = await desk.signedIn("admin");
    const drawn = await admin.client.call("POST", auditPaths.audits, {
      onDay: today,
      ratePercent: DEMO_AUDIT_RATE,
      evidenceDays: 28,
      seed: DEMO_AUDIT_SEED,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const view = (await admin.client.call("GET", auditPaths.audit(drawn.json().id))).json();
    const aroha = await findUserByEmail(db, "practitioner@example.org");
    const practitionerId = await findLinkedPractitioner(db, aroha!.id);
    expect(practitionerId).toBeTruthy();
    const [her] = await db
      .select({ personId: practitioners.personId })
      .from(practitioners)
      .where(eq(practitioners.id, practitionerId!));
    expect(view.sample.length).toBeGreaterThan(100);
    expect(view.sample.map((p: { personId: string }) => p.personId)).toContain(her!.personId);
  });
});
