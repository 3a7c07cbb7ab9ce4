// Staff signing in through the organisation's provider (a real OpenID provider, oidc-provider,
// test/oidc-idp.ts): made at the first sign-in from a mapped group, the role following the
// provider's groups at each sign-in, a removed group refused with every session ended, the
// session and the staff audit naming the provider, the desk's own password kept as break-glass
// for admins only, and working while the provider is down; a desk with no provider says so.
import {
  deskMessages,
  deskPaths,
  deskSsoFailureMessages,
  deskSsoMessages,
  deskSsoPaths,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../../test/databases.ts";
import { STAFF_PASSWORD, useDeskService } from "../../../../test/desk.ts";
import {
  DESK_CLIENT,
  failedTo,
  idpPerson,
  SIGNED_IN_TO,
  useSsoDesk,
} from "../../../../test/desk-sso.ts";
import { auditEvents, staffAccounts, staffSessions } from "../../../db/schema.ts";

const ana = idpPerson("ana", ["desk-registrars", "everyone"]);
const tui = idpPerson("tui", ["desk-admins"]);
const sam = idpPerson("sam", ["finance"]);

describe.each(testDatabases)("the desk's sign-in through the organisation on $name", (testDb) => {
  const desk = useSsoDesk(testDb, [ana, tui, sam]);
  const db = () => desk.database.db;
  const eventsOf = async (email: string) =>
    (await db().select().from(auditEvents).where(eq(auditEvents.email, email))).map((e) => ({
      event: e.event,
      outcome: e.outcome,
      detail: e.detail,
    }));

  it("offers the organisation beside the desk's own sign-in", async () => {
    const res = await desk.client().call("GET", deskSsoPaths.options);
    expect(res.json()).toEqual({ organisation: true, localSignIn: true });
  });

  it("makes the account at the first sign-in, with the role of its group, and signs in", async () => {
    const first = await desk.signIn(ana);
    expect({ status: first.res.statusCode, to: first.location }).toEqual({
      status: 303,
      to: SIGNED_IN_TO,
    });
    const me = await first.client.call("GET", deskPaths.me);
    expect(me.json()).toEqual({ email: ana.email, role: "registrar" });
    const [session] = await db().select().from(staffSessions);
    expect(session!.signedInWith).toBe(desk.idp.current.issuer);
    expect(session!.mfaPassedAt).not.toBeNull();
    const provider = desk.idp.current.issuer;
    expect(await eventsOf(ana.email)).toEqual([
      expect.objectContaining({
        event: "staff.account.provisioned",
        detail: expect.objectContaining({ role: "registrar", provider }),
      }),
      expect.objectContaining({
        event: "staff.identity.linked",
        detail: expect.objectContaining({ provider }),
      }),
      expect.objectContaining({
        event: "staff.sign_in.succeeded",
        detail: expect.objectContaining({ method: "oidc", provider }),
      }),
    ]);

    // The trail keeps no code, token or client secret.
    const trail = JSON.stringify(await db().select().from(auditEvents));
    expect(trail).not.toContain(DESK_CLIENT.clientSecret);
    expect(trail).not.toContain(first.back.searchParams.get("code"));

    // Again: the same account, no second one.
    const again = await desk.signIn(ana);
    expect(again.location).toBe(SIGNED_IN_TO);
    const accounts = await db()
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, ana.email));
    expect(accounts).toHaveLength(1);
  });

  it("gives the role the provider's groups give at each sign-in", async () => {
    tui.groups = ["desk-registrars"];
    const asRegistrar = await desk.signIn(tui);
    expect((await asRegistrar.client.call("GET", deskPaths.me)).json()).toMatchObject({
      role: "registrar",
    });
    expect((await asRegistrar.client.call("GET", deskPaths.staff)).statusCode).toBe(403);
    tui.groups = ["desk-registrars", "desk-admins"];
    const asAdmin = await desk.signIn(tui);
    expect((await asAdmin.client.call("GET", deskPaths.me)).json()).toMatchObject({
      role: "admin",
    });
    expect((await asAdmin.client.call("GET", deskPaths.staff)).statusCode).toBe(200);
    expect(await eventsOf(tui.email)).toContainEqual(
      expect.objectContaining({
        event: "staff.role.changed",
        detail: expect.objectContaining({ from: "registrar", to: "admin" }),
      }),
    );
  });

  it("refuses someone in no mapped group, and ends every session of one removed from theirs", async () => {
    const outsider = await desk.signIn(sam);
    expect(outsider.location).toBe(failedTo("no_role"));
    expect(outsider.client.session).toBeUndefined();
    expect(
      await db().select().from(staffAccounts).where(eq(staffAccounts.email, sam.email)),
    ).toEqual([]);

    const removed = idpPerson("removed", ["desk-registrars"]);
    desk.idp.current.accounts.push(removed);
    const earlier = await desk.signIn(removed);
    expect((await earlier.client.call("GET", deskPaths.me)).statusCode).toBe(200);
    removed.groups = ["everyone"];
    const refused = await desk.signIn(removed);
    expect(refused.location).toBe(failedTo("no_role"));
    const after = await earlier.client.call("GET", deskPaths.me);
    expect({ status: after.statusCode, message: after.json().message }).toEqual({
      status: 401,
      message: deskMessages.signInRequired,
    });
    expect(await eventsOf(removed.email)).toContainEqual(
      expect.objectContaining({
        event: "staff.sessions.revoked",
        detail: expect.objectContaining({ count: 1, reason: "provider_role_removed" }),
      }),
    );
  });

  it("keeps the desk's own password for admins not signed in by the provider, also while it is down", async () => {
    const registrar = await desk.newStaff("local-registrar", "registrar");
    const admin = await desk.newStaff("break-glass", "admin");
    const client = desk.client();
    for (const { token } of [registrar, admin]) {
      await client.call("POST", deskPaths.setPassword, { token, password: STAFF_PASSWORD });
    }
    const asRegistrar = await client.call("POST", deskPaths.signIn, {
      email: registrar.email,
      password: STAFF_PASSWORD,
    });
    expect({ status: asRegistrar.statusCode, message: asRegistrar.json().message }).toEqual({
      status: 403,
      message: deskSsoMessages.useOrganisation,
    });

    await desk.idp.current.stop();
    try {
      const start = await desk.client().call("POST", deskSsoPaths.start);
      expect({ status: start.statusCode, message: start.json().message }).toEqual({
        status: 503,
        message: deskSsoFailureMessages.unavailable,
      });
      const breakGlass = await client.call("POST", deskPaths.signIn, {
        email: admin.email,
        password: STAFF_PASSWORD,
      });
      expect(breakGlass.json()).toMatchObject({ next: "enrol" });
    } finally {
      await desk.idp.current.start();
    }
    expect((await desk.signIn(ana)).location).toBe(SIGNED_IN_TO);
  });
});

describe.each(testDatabases.slice(0, 1))("a desk with no provider on $name", (testDb) => {
  const desk = useDeskService(testDb);

  it("offers only its own sign-in, and answers a start that it has no provider", async () => {
    const client = desk.client();
    expect((await client.call("GET", deskSsoPaths.options)).json()).toEqual({
      organisation: false,
      localSignIn: true,
    });
    const start = await client.call("POST", deskSsoPaths.start);
    expect({ status: start.statusCode, message: start.json().message }).toEqual({
      status: 404,
      message: deskSsoMessages.notConfigured,
    });
  });
});

describe.each(testDatabases.slice(0, 1))("STAFF_LOCAL_SIGN_IN=off on $name", (testDb) => {
  const desk = useSsoDesk(testDb, [tui], { STAFF_LOCAL_SIGN_IN: "off" });

  it("refuses every desk password and says so in the options", async () => {
    const { email, token } = await desk.newStaff("admin-off", "admin");
    const client = desk.client();
    await client.call("POST", deskPaths.setPassword, { token, password: STAFF_PASSWORD });
    const res = await client.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD });
    expect({ status: res.statusCode, message: res.json().message }).toEqual({
      status: 403,
      message: deskSsoMessages.localSignInOff,
    });
    expect((await client.call("GET", deskSsoPaths.options)).json()).toEqual({
      organisation: true,
      localSignIn: false,
    });
  });
});
