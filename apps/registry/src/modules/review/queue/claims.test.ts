// A claim, a take-over and a release are written with their staff audit record in one
// transaction: when the record cannot be stored, the claim does not change either. PGlite only:
// the transaction is the same code on PostgreSQL, whose own tests run review.test.ts.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestService, openTestService, testClock } from "../../../../test/app.ts";
import { withoutTable } from "../../../../test/audit-outage.ts";
import { testDatabases } from "../../../../test/databases.ts";
import { createForm, createTile, createUser } from "../../../../test/factories.ts";
import type { App } from "../../../app.ts";
import type { Database } from "../../../db/client.ts";
import { staffAccounts, staffAuditEvents, submissions } from "../../../db/schema.ts";
import type { StaffActor } from "../index.ts";

describe("claims and their staff audit records, together", () => {
  let database: Database;
  let app: App;
  const clock = testClock();
  const registrar: StaffActor = { staffId: 0, role: "registrar" };
  const admin: StaffActor = { staffId: 0, role: "admin" };
  let submissionId = 0;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDatabases[0]!, { clock }));
    const db = database.db;
    for (const [actor, email] of [
      [registrar, "claims.registrar@example.test"],
      [admin, "claims.admin@example.test"],
    ] as const) {
      const [row] = await db
        .insert(staffAccounts)
        .values({ email, role: actor.role, createdAt: clock() })
        .returning({ id: staffAccounts.id });
      actor.staffId = row!.id;
    }
    const user = await createUser(db);
    const { formTypeCode } = await createTile(db, { formType: {} });
    const form = await createForm(db, user.id, formTypeCode!);
    const [row] = await db
      .insert(submissions)
      .values({
        formId: form.id,
        formTypeCode: formTypeCode!,
        userId: user.id,
        round: 1,
        submittedAt: clock(),
        answers: {},
      })
      .returning({ id: submissions.id });
    submissionId = row!.id;
  });
  afterAll(() => closeTestService({ app, database }));

  const withoutStaffAudit = <T>(act: () => Promise<T>) =>
    withoutTable(database.db, "staff_audit_events", act);

  const claimedBy = async () =>
    (await database.db.select().from(submissions).where(eq(submissions.id, submissionId)))[0]!
      .claimedBy;
  const lastAction = async () =>
    (
      await database.db
        .select({ action: staffAuditEvents.action })
        .from(staffAuditEvents)
        .orderBy(desc(staffAuditEvents.id))
        .limit(1)
    )[0]?.action;

  it("leaves the claim as it was when the claim, take-over or release cannot be recorded", async () => {
    await expect(
      withoutStaffAudit(() => app.review.claim(registrar, submissionId)),
    ).rejects.toThrow();
    expect(await claimedBy()).toBeNull();
    await app.review.claim(registrar, submissionId);
    expect(await claimedBy()).toBe(registrar.staffId);
    expect(await lastAction()).toBe("submission.claimed");

    await expect(withoutStaffAudit(() => app.review.claim(admin, submissionId))).rejects.toThrow();
    expect(await claimedBy()).toBe(registrar.staffId);
    await expect(
      withoutStaffAudit(() => app.review.release(registrar, submissionId)),
    ).rejects.toThrow();
    expect(await claimedBy()).toBe(registrar.staffId);

    await app.review.claim(admin, submissionId);
    expect(await lastAction()).toBe("submission.claim_taken_over");
    await app.review.release(admin, submissionId);
    expect(await claimedBy()).toBeNull();
    expect(await lastAction()).toBe("submission.released");
  });
});
