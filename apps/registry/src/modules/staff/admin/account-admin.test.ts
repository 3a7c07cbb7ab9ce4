// An admin's acts on staff accounts are written with their audit records in one transaction:
// when the record cannot be stored, the change does not stand either (and the desk answers
// 500). PGlite only: the transaction is the same code on PostgreSQL, whose own tests run
// staff.test.ts.
import { deskPaths, staffListSchema } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { auditOutageOf } from "../../../../test/audit-outage.ts";
import { testDatabases } from "../../../../test/databases.ts";
import { useDeskService } from "../../../../test/desk.ts";

describe("an admin's account changes and their audit records, together", () => {
  const service = useDeskService(testDatabases[0]!);
  const { withoutAuditTable, lastEvents } = auditOutageOf(service);

  it("leaves an account enabled and its sessions live when the disabling cannot be recorded", async () => {
    const admin = await service.signedIn("admin");
    const registrar = await service.signedIn("registrar");
    const disable = () => admin.client.call("POST", deskPaths.staffDisable(registrar.staffId));
    const revoke = () =>
      admin.client.call("POST", deskPaths.staffRevokeSessions(registrar.staffId));

    expect((await withoutAuditTable(disable)).statusCode).toBe(500);
    expect((await withoutAuditTable(revoke)).statusCode).toBe(500);
    const list = staffListSchema.parse((await admin.client.call("GET", deskPaths.staff)).json());
    expect(list.staff.find((s) => s.id === registrar.staffId)?.disabled).toBe(false);
    expect((await registrar.client.call("GET", deskPaths.me)).statusCode).toBe(200);

    expect((await disable()).statusCode).toBe(200);
    expect(await lastEvents(2)).toEqual(["staff.account.disabled", "staff.sessions.revoked"]);
    expect((await registrar.client.call("GET", deskPaths.me)).statusCode).toBe(401);
  });
});
