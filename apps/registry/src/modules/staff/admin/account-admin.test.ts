// An admin's acts on staff accounts, a completed sign-in, a sign-out and a password set with a
// one-time link are written with their audit records in one transaction: when the record
// cannot be stored, the change does not stand either (and the desk answers 500). PGlite only:
// the transaction is the same code on PostgreSQL, whose own tests run staff.test.ts.
import { deskPaths, staffListSchema } from "@portal/contract";
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withoutTable } from "../../../../test/audit-outage.ts";
import { testDatabases } from "../../../../test/databases.ts";
import { STAFF_PASSWORD, useDeskService } from "../../../../test/desk.ts";
import { auditEvents } from "../../../db/schema.ts";
import { TOTP_STEP_SECONDS } from "../second-factor/totp.ts";

describe("desk account changes and their audit records, together", () => {
  const service = useDeskService(testDatabases[0]!);

  const withoutAuditTable = <T>(act: () => Promise<T>) =>
    withoutTable(service.database.db, "audit_events", act);

  const lastEvents = async (n: number) =>
    (await service.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(n))
      .map((r) => r.event)
      .reverse();

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

  it("keeps the session of a sign-out that cannot be recorded", async () => {
    const { client } = await service.signedIn();
    expect((await withoutAuditTable(() => client.call("POST", deskPaths.signOut))).statusCode).toBe(
      500,
    );
    expect((await client.call("GET", deskPaths.me)).statusCode).toBe(200);
    expect((await client.call("POST", deskPaths.signOut)).statusCode).toBe(200);
    expect(await lastEvents(1)).toEqual(["staff.session.ended"]);
    expect((await client.call("GET", deskPaths.me)).statusCode).toBe(401);
  });

  it("leaves the one-time link unused when setting the password cannot be recorded", async () => {
    const { token } = await service.newStaff("link");
    const desk = service.client();
    const set = () => desk.call("POST", deskPaths.setPassword, { token, password: STAFF_PASSWORD });
    expect((await withoutAuditTable(set)).statusCode).toBe(500);
    expect((await set()).statusCode).toBe(200);
    expect(await lastEvents(1)).toEqual(["staff.password.set"]);
  });

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
