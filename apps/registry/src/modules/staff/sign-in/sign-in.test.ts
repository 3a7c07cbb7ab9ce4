// The desk's sign-in rules through the service: a one-time link that is expired or unknown
// sets no password, and a password set with a link and a sign-out are written with their audit
// records in one transaction: when the record cannot be stored, the change does not stand
// either (and the desk answers 500). That part on PGlite only: the transaction is the same
// code on PostgreSQL, whose own tests run staff.test.ts.
import { deskMessages, deskPaths } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { auditOutageOf } from "../../../../test/audit-outage.ts";
import { testDatabases } from "../../../../test/databases.ts";
import { STAFF_PASSWORD, useDeskService } from "../../../../test/desk.ts";
import { STAFF_PASSWORD_LINK_TTL_MS } from "../lifetimes.ts";

describe.each(testDatabases)("a staff password's one-time link on $name", (testDb) => {
  const service = useDeskService(testDb);

  const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

  it("refuses an expired link and an unknown one", async () => {
    const { email, token } = await service.newStaff("late");
    service.clock.advance(STAFF_PASSWORD_LINK_TTL_MS);
    const desk = service.client();
    const late = await desk.call("POST", deskPaths.setPassword, {
      token,
      password: STAFF_PASSWORD,
    });
    expect(late.statusCode).toBe(400);
    expect(message(late)).toBe(deskMessages.linkInvalid);
    const unknown = await desk.call("POST", deskPaths.setPassword, {
      token: "A".repeat(43),
      password: STAFF_PASSWORD,
    });
    expect(unknown.statusCode).toBe(400);
    // Without a password set, no password signs in, and the answer tells nothing.
    const signIn = await desk.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD });
    expect(signIn.statusCode).toBe(401);
    expect(message(signIn)).toBe(deskMessages.signInFailed);
  });
});

describe("a sign-in's changes and their audit records, together", () => {
  const service = useDeskService(testDatabases[0]!);
  const { withoutAuditTable, lastEvents } = auditOutageOf(service);

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
});
