// A completed sign-in is written with its audit record in one transaction: when the record
// cannot be stored, the sign-in stays pending and its code unspent (and the desk answers 500).
// PGlite only: the transaction is the same code on PostgreSQL, whose own tests run
// staff.test.ts.
import { deskPaths } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { auditOutageOf } from "../../../../test/audit-outage.ts";
import { testDatabases } from "../../../../test/databases.ts";
import { STAFF_PASSWORD, useDeskService } from "../../../../test/desk.ts";
import { TOTP_STEP_SECONDS } from "./totp.ts";

describe("a completed sign-in and its audit record, together", () => {
  const service = useDeskService(testDatabases[0]!);
  const { withoutAuditTable, lastEvents } = auditOutageOf(service);

  it("leaves a sign-in pending, and its code unspent, when completing it cannot be recorded", async () => {
    const staff = await service.signedIn();
    await staff.client.call("POST", deskPaths.signOut);
    service.clock.advance(TOTP_STEP_SECONDS * 1000);
    const again = await staff.client.call("POST", deskPaths.signIn, {
      email: staff.email,
      password: STAFF_PASSWORD,
    });
    expect(again.statusCode).toBe(200);
    const code = service.code(staff.secret);
    const verify = () => staff.client.call("POST", deskPaths.verify, { code });
    expect((await withoutAuditTable(verify)).statusCode).toBe(500);
    expect((await staff.client.call("GET", deskPaths.me)).statusCode).toBe(401);
    // Nothing of it stood: the same code still completes the sign-in, recorded.
    expect((await verify()).statusCode).toBe(200);
    expect(await lastEvents(1)).toEqual(["staff.sign_in.succeeded"]);
  });
});
