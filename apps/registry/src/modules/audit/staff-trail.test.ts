// The staff's trail recorded through the same AuditTrail as the operators' (recordIn on the
// change's transaction), and read back as admins read it: a page newest first with filters,
// and the CSV safe to open in a spreadsheet.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { addTestStaff, staffEmail } from "../../../test/desk.ts";
import type { Database } from "../../db/client.ts";
import { auditEvents, staffAuditEvents } from "../../db/schema.ts";
import { createAuditTrail, staffAuditCsv, staffAuditPage } from "./index.ts";

describe("the staff audit trail, one trail object with the operators'", () => {
  let database: Database;
  let staffId: number;
  let email: string;
  const clock = testClock();
  const logged: unknown[] = [];
  const log = {
    info: (o: unknown) => void logged.push(o),
    error: (o: unknown) => void logged.push(o),
  };

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    email = staffEmail("trail");
    ({ staffId } = await addTestStaff(database.db, clock, email));
  });
  afterAll(() => database?.close());

  it("records a staff step on the change's transaction, at its own time or the trail's clock, unlogged", async () => {
    const audit = createAuditTrail({ db: database.db, clock, log });
    const decidedAt = new Date("2026-02-14T09:30:00Z");
    const operatorRows = (await database.db.select().from(auditEvents)).length;
    logged.length = 0;
    await database.db.transaction(async (tx) => {
      await audit.recordIn(tx, {
        action: "submission.claimed",
        staffId,
        submissionId: 41,
        before: { claimedBy: null },
        after: { claimedBy: staffId },
        at: decidedAt,
      });
      await audit.recordIn(tx, { action: "submission.viewed", staffId, submissionId: 41 });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await audit.recordIn(tx, { action: "submission.released", staffId, submissionId: 41 });
        throw new Error("the release failed");
      }),
    ).rejects.toThrow("the release failed");

    const rows = await database.db.select().from(staffAuditEvents).orderBy(staffAuditEvents.id);
    expect(
      rows.map(({ at, action, submissionId, before, after }) => ({
        at,
        action,
        submissionId,
        before,
        after,
      })),
    ).toEqual([
      {
        at: decidedAt,
        action: "submission.claimed",
        submissionId: 41,
        before: { claimedBy: null },
        after: { claimedBy: staffId },
      },
      { at: clock(), action: "submission.viewed", submissionId: 41, before: null, after: null },
    ]);
    expect(await database.db.select().from(auditEvents)).toHaveLength(operatorRows);
    expect(logged).toEqual([]);
  });

  it("reads a page newest first with filters, and the CSV oldest first with cells made safe", async () => {
    const page = await staffAuditPage(
      database.db,
      { action: "submission.viewed" },
      { page: 1, pageSize: 10 },
    );
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page.items.map((i) => [i.action, i.staffEmail])).toEqual([["submission.viewed", email]]);
    const all = await staffAuditPage(database.db, {}, { page: 1, pageSize: 10 });
    expect(all.items.map((i) => i.action)).toEqual(["submission.viewed", "submission.claimed"]);

    const csv = (await staffAuditCsv(database.db)).split("\r\n");
    expect(csv[0]).toBe("id,at,staff_id,action,submission_id,before,after");
    expect(csv[1]).toMatch(/^\d+,2026-02-14T09:30:00\.000Z,\d+,submission\.claimed,41,/);
    expect(csv).toHaveLength(4);
    expect(await staffAuditCsv(database.db, { from: new Date("2099-01-01") })).toBe(
      "id,at,staff_id,action,submission_id,before,after\r\n",
    );
  });
});
