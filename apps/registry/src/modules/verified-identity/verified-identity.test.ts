// Practitioners' verified identity against a real OpenID provider (oidc-provider): never linked
// on a matching e-mail, linked once by signing in with the password, in the browser that went to
// the provider and no other; then a sign-in with no password or captcha; unlinked by its owner.
import { authResponseSchema, identityMessages, identityPaths } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { idpPerson } from "../../../test/desk-sso.ts";
import { signIn, signInDemoPractitioner } from "../../../test/form-pages.ts";
import { startTestIdp, type TestIdp } from "../../../test/oidc-idp.ts";
import {
  PORTAL_CLIENT as CLIENT,
  identityCall,
  portalIdentityEnv,
  atProvider as roundTrip,
} from "../../../test/portal-identity.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";

const ORIGIN = "https://portal.example.test";
const aroha = idpPerson("aroha-verified", []);
// Her register e-mail, at the provider too: still never linked on it alone.
const sameEmail = { ...idpPerson("same-email", []), email: "practitioner@example.org" };
const sione = idpPerson("sione-verified", []);

describe.each(testDatabases)("practitioners' verified identity on $name", (testDb) => {
  const service = {} as { app: App; database: Database; idp: TestIdp };
  beforeAll(async () => {
    service.idp = await startTestIdp({
      clients: [{ ...CLIENT, redirectUris: [`${ORIGIN}${identityPaths.callback}`] }],
      accounts: [aroha, sameEmail, sione],
    });
    Object.assign(
      service,
      await openTestService(testDb, {
        env: {
          PUBLIC_URL: ORIGIN,
          ...portalIdentityEnv(service.idp.issuer),
        },
      }),
    );
    await seedDemoData(service.database.db);
  });
  afterAll(async () => {
    await closeTestService(service);
    await service.idp?.close();
  });

  const call = identityCall(() => service.app);
  const atProvider = (person: { email: string } | "cancel") => roundTrip(() => service.app, person);

  /** The trade of a new identity's token for a link, with a session and a browser's key. */
  const link = (session: string, token: string, key: string) =>
    call("POST", identityPaths.link, { body: { token }, session, key });

  it("names the provider for the sign-in page", async () => {
    expect((await call("GET", identityPaths.options)).json()).toEqual({ provider: "Test ID" });
  });

  it("never links on a matching e-mail: a new identity is asked to sign in with the password", async () => {
    const found = await atProvider(sameEmail);
    expect(`${found.location.origin}${found.location.pathname}`).toBe(`${ORIGIN}/login`);
    expect(found.fragment).toBe("link");
    const asSession = await call("POST", identityPaths.session, {
      body: { token: found.token },
      key: found.key,
    });
    expect({ status: asSession.statusCode, message: asSession.json().message }).toEqual({
      status: 400,
      message: identityMessages.tokenInvalid,
    });
  });

  it("links it once signed in with the password, only in the browser that went to the provider", async () => {
    const found = await atProvider(aroha);
    const session = await signInDemoPractitioner(service.app);
    const elsewhere = await link(session, found.token, "A".repeat(43));
    expect(elsewhere.statusCode).toBe(400);

    const again = await atProvider(aroha);
    const linked = await link(session, again.token, again.key);
    expect({ status: linked.statusCode, message: linked.json().message }).toEqual({
      status: 200,
      message: identityMessages.linked("Test ID"),
    });
    const mine = (await call("GET", identityPaths.mine, { session })).json();
    expect(mine.linked).toMatchObject({ provider: "Test ID" });
    // The token is spent.
    const twice = await link(session, again.token, again.key);
    expect(twice.statusCode).toBe(400);
    const events = await service.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "identity.linked"));
    expect(events.map((e) => e.detail.provider)).toEqual([service.idp.issuer]);
  });

  it("then signs in through the provider alone, answered as a login", async () => {
    const found = await atProvider(aroha);
    expect(found.fragment).toBe("identity");
    const stolen = await call("POST", identityPaths.session, {
      body: { token: found.token },
      key: "B".repeat(43),
    });
    expect(stolen.statusCode).toBe(400);
    const fresh = await atProvider(aroha);
    const res = await call("POST", identityPaths.session, {
      body: { token: fresh.token },
      key: fresh.key,
    });
    expect(res.statusCode).toBe(200);
    const answer = authResponseSchema.parse(res.json());
    expect(answer.userDetails.email).toBe("practitioner@example.org");
    const user = await call("GET", "/web_portal/api/v1/user", { session: answer.odooSessionId });
    expect(user.statusCode).toBe(200);
  });

  it("refuses a second identity on a linked account and a linked identity on another account", async () => {
    const session = await signInDemoPractitioner(service.app);
    const other = await atProvider(sione);
    const refused = await link(session, other.token, other.key);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 409,
      message: identityMessages.alreadyLinked,
    });
  });

  it("unlinks at its owner's word; the provider then signs in to nothing", async () => {
    const session = await signInDemoPractitioner(service.app);
    const before = await atProvider(aroha);
    expect(before.fragment).toBe("identity");
    const res = await call("DELETE", identityPaths.mine, { session });
    expect(res.json().message).toBe(identityMessages.unlinked("Test ID"));
    // A sign-in the provider answered before the unlink signs in to nothing after it.
    const stale = await call("POST", identityPaths.session, {
      body: { token: before.token },
      key: before.key,
    });
    expect(stale.statusCode).toBe(400);
    expect((await call("GET", identityPaths.mine, { session })).json()).toEqual({ linked: null });
    expect((await atProvider(aroha)).fragment).toBe("link");
    const again = await call("DELETE", identityPaths.mine, { session });
    expect(again.statusCode).toBe(404);
    // Unlinked, the identity may be linked to another account (its owner signing in there).
    const peer = await signIn(service.app, {
      email: "peer@example.org",
      password: "correct-horse-battery",
    });
    const found = await atProvider(aroha);
    const linked = await link(peer, found.token, found.key);
    expect(linked.statusCode).toBe(200);
    const unlinked = await service.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.event, "identity.unlinked"));
    expect(unlinked).toHaveLength(1);
    // No token, key or client secret in the trail.
    const trail = JSON.stringify(await service.database.db.select().from(auditEvents));
    for (const secret of [found.token, found.key, CLIENT.clientSecret]) {
      expect(trail).not.toContain(secret);
    }
  });

  it("sends a cancelled sign-in back to the sign-in page saying so", async () => {
    const { location } = await atProvider("cancel");
    expect(location.search).toBe("?identity=denied");
  });
});
