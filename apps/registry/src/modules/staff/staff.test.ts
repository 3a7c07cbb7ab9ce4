// The desk's staff accounts end to end through the service: staff:add's link, the password,
// enrolment of a TOTP authenticator with a code computed here, recovery codes, sign-out and
// sign-in again; the refusals (wrong, reused and expired things, the lock, a disabled
// account, idle and absolute expiry, other sites); and the separation of desk and portal
// sessions in both directions, walked over the route table so new desk routes are covered.
import {
  apiPaths,
  DESK_SESSION_COOKIE,
  deskApiPrefix,
  deskMessages,
  deskPaths,
  errorMessages,
  SESSION_HEADER,
  staffListSchema,
} from "@portal/contract";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { testDatabases } from "../../../test/databases.ts";
import { DESK_ORIGIN, STAFF_PASSWORD, staffEmail, useDeskService } from "../../../test/desk.ts";
import { signInDemoPractitioner } from "../../../test/form-pages.ts";
import { auditEvents, staffAccounts, staffSessions } from "../../db/schema.ts";
import { hashSecretToken } from "../../secret-token.ts";
import { auditEventNames } from "../audit/index.ts";
import {
  STAFF_PASSWORD_LINK_TTL_MS,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
} from "./lifetimes.ts";
import { TOTP_STEP_SECONDS } from "./second-factor/totp.ts";

const STEP_MS = TOTP_STEP_SECONDS * 1000;

describe.each(testDatabases)("the registrar's desk sign-in on $name", (testDb) => {
  const service = useDeskService(testDb, ({ database }) => seedDemoData(database.db));
  /** Every secret the tests used: none may reach the audit trail. */
  const secrets = new Set<string>();

  const message = (res: { json(): unknown }) => (res.json() as { message: string }).message;

  it("takes a new staff member from staff:add's link to a desk session, and back in later", async () => {
    const { email, token } = await service.newStaff("aroha");
    secrets.add(token);
    const desk = service.client();

    // The link: a weak password is refused and leaves the link usable; then used once.
    const weak = await desk.call("POST", deskPaths.setPassword, { token, password: "password1" });
    expect(weak.statusCode).toBe(400);
    // Keyboard walks pass the portal's length and common-list rules, not the desk's.
    for (const walk of ["qwertyuiopas", "zxcvbnmasdfgh", "1qaz2wsx3edc4rfv"]) {
      const guessable = await desk.call("POST", deskPaths.setPassword, { token, password: walk });
      expect({ status: guessable.statusCode, message: message(guessable) }).toEqual({
        status: 400,
        message: deskMessages.passwordTooGuessable,
      });
    }
    const set = await desk.call("POST", deskPaths.setPassword, { token, password: STAFF_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(message(set)).toBe(deskMessages.passwordSet);
    const again = await desk.call("POST", deskPaths.setPassword, {
      token,
      password: `${STAFF_PASSWORD}-2`,
    });
    expect(again.statusCode).toBe(400);
    expect(message(again)).toBe(deskMessages.linkInvalid);

    // The password step: a pending session that no guarded route accepts.
    const signIn = await desk.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({ next: "enrol", message: deskMessages.enrolNeeded });
    const pending = desk.session!;
    secrets.add(pending);
    expect((await desk.call("GET", deskPaths.me)).statusCode).toBe(401);
    const verifyFirst = await desk.call("POST", deskPaths.verify, { code: "123456" });
    expect(verifyFirst.statusCode).toBe(409);

    // Enrolment: a secret and its URI; a wrong code is refused; the right one signs in.
    const started = await desk.call("POST", deskPaths.enrolStart);
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri } = started.json();
    secrets.add(secret);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(otpauthUri).searchParams.get("secret")).toBe(secret);
    const code = service.code(secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await desk.call("POST", deskPaths.enrolConfirm, { code: wrong });
    expect(refused.statusCode).toBe(401);
    expect(message(refused)).toBe(deskMessages.codeWrong);
    const confirmed = await desk.call("POST", deskPaths.enrolConfirm, { code });
    expect(confirmed.statusCode).toBe(200);
    const { staff, recoveryCodes } = confirmed.json();
    expect(staff).toEqual({ email, role: "registrar" });
    expect(recoveryCodes).toHaveLength(10);
    for (const c of recoveryCodes) secrets.add(c);
    // A new id for the staff session; the pending one is worthless.
    expect(desk.session).not.toBe(pending);
    secrets.add(desk.session!);
    expect((await desk.call("GET", deskPaths.me)).json()).toEqual({ email, role: "registrar" });
    const stale = service.client();
    stale.session = pending;
    expect((await stale.call("GET", deskPaths.me)).statusCode).toBe(401);
    expect((await desk.call("POST", deskPaths.enrolStart)).statusCode).toBe(401);

    // Sign out: the session is gone, the cookie cleared.
    const ended = desk.session!;
    const out = await desk.call("POST", deskPaths.signOut);
    expect(out.statusCode).toBe(200);
    expect(out.headers["set-cookie"]).toContain("Max-Age=0");
    expect(desk.session).toBeUndefined();
    stale.session = ended;
    expect((await stale.call("GET", deskPaths.me)).statusCode).toBe(401);

    // Back in: enrolled, so a code; the code of enrolment's step is spent already.
    const next = await desk.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD });
    expect(next.json()).toEqual({ next: "verify", message: deskMessages.secondFactorNeeded });
    expect((await desk.call("POST", deskPaths.enrolStart)).statusCode).toBe(409);
    const reused = await desk.call("POST", deskPaths.verify, { code });
    expect(reused.statusCode).toBe(401);
    service.clock.advance(STEP_MS);
    const fresh = service.code(secret);
    const verified = await desk.call("POST", deskPaths.verify, { code: fresh });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email, role: "registrar" });
    await desk.call("POST", deskPaths.signOut);

    // The same code again in its step, at a new sign-in: refused.
    await desk.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD });
    expect((await desk.call("POST", deskPaths.verify, { code: fresh })).statusCode).toBe(401);
    // Neither both nor none of code and recovery code.
    const both = await desk.call("POST", deskPaths.verify, {
      code: fresh,
      recoveryCode: recoveryCodes[0],
    });
    expect(both.statusCode).toBe(400);
    expect(message(both)).toBe(deskMessages.codeOrRecoveryCode);
    expect((await desk.call("POST", deskPaths.verify, {})).statusCode).toBe(400);

    // A recovery code signs in once, and not twice.
    const recovered = await desk.call("POST", deskPaths.verify, {
      recoveryCode: recoveryCodes[0].toUpperCase(),
    });
    expect(recovered.statusCode).toBe(200);
    await desk.call("POST", deskPaths.signOut);
    await desk.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD });
    const spent = await desk.call("POST", deskPaths.verify, { recoveryCode: recoveryCodes[0] });
    expect(spent.statusCode).toBe(401);
    expect(message(spent)).toBe(deskMessages.recoveryCodeWrong);
    expect(
      (await desk.call("POST", deskPaths.verify, { recoveryCode: recoveryCodes[1] })).statusCode,
    ).toBe(200);
  });

  it("sets an HttpOnly, SameSite=Strict cookie on /desk and answers no-store", async () => {
    const { client } = await service.signedIn();
    const res = await client.call("GET", deskPaths.me);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { email, token } = await service.newStaff("cookie");
    const desk = service.client();
    await desk.call("POST", deskPaths.setPassword, { token, password: STAFF_PASSWORD });
    const signIn = await desk.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD });
    const cookie = String(signIn.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^${DESK_SESSION_COOKIE}=[A-Za-z0-9_-]{43}; `));
    expect(cookie).toContain("Path=/desk");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    // PUBLIC_URL is https here.
    expect(cookie).toContain("Secure");
    expect(signIn.headers["cache-control"]).toBe("no-store");
    // Only the SHA-256 of the id is stored.
    const rows = await service.database.db.select().from(staffSessions);
    expect(JSON.stringify(rows)).not.toContain(desk.session);
    expect(rows.some((r) => r.idHash === hashSecretToken(desk.session!))).toBe(true);
  });

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

  it("answers an unknown e-mail as a wrong password, and locks after five failures", async () => {
    const { email } = await service.signedIn();
    const desk = service.client("203.0.113.77");
    const unknown = await desk.call("POST", deskPaths.signIn, {
      email: staffEmail("nobody"),
      password: STAFF_PASSWORD,
    });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 401,
      body: { message: deskMessages.signInFailed },
    });
    for (let i = 0; i < 5; i++) {
      const res = await desk.call("POST", deskPaths.signIn, { email, password: "wrong-password" });
      expect(res.json()).toEqual({ message: deskMessages.signInFailed });
    }
    const locked = await desk.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(message(locked)).toBe(deskMessages.tooManyFailedSignIns(1));
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    // The lock holds at that address only, and the portal's logins are not the desk's.
    const elsewhere = service.client("203.0.113.200");
    const other = await elsewhere.call("POST", deskPaths.signIn, {
      email,
      password: STAFF_PASSWORD,
    });
    expect(other.statusCode).toBe(200);
    service.clock.advance(60_000);
    expect(
      (await desk.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it("lets an admin list, disable, enable and sign out staff; not a registrar", async () => {
    const admin = await service.signedIn("admin");
    const registrar = await service.signedIn("registrar");
    expect((await registrar.client.call("GET", deskPaths.staff)).statusCode).toBe(403);
    const forbidden = await registrar.client.call("POST", deskPaths.staffDisable(admin.staffId));
    expect({ status: forbidden.statusCode, message: message(forbidden) }).toEqual({
      status: 403,
      message: deskMessages.forbidden,
    });

    const list = staffListSchema.parse((await admin.client.call("GET", deskPaths.staff)).json());
    expect(list.staff.find((s) => s.id === registrar.staffId)).toEqual({
      id: registrar.staffId,
      email: registrar.email,
      role: "registrar",
      disabled: false,
      enrolled: true,
      passwordSet: true,
    });

    // Disabling ends the sessions at once, and the password then meets a clear refusal.
    const disabled = await admin.client.call("POST", deskPaths.staffDisable(registrar.staffId));
    expect(disabled.statusCode).toBe(200);
    expect((await registrar.client.call("GET", deskPaths.me)).statusCode).toBe(401);
    const refused = await registrar.client.call("POST", deskPaths.signIn, {
      email: registrar.email,
      password: STAFF_PASSWORD,
    });
    expect({ status: refused.statusCode, message: message(refused) }).toEqual({
      status: 403,
      message: deskMessages.accountDisabled,
    });
    expect(
      (await admin.client.call("POST", deskPaths.staffEnable(registrar.staffId))).statusCode,
    ).toBe(200);
    await registrar.client.call("POST", deskPaths.signIn, {
      email: registrar.email,
      password: STAFF_PASSWORD,
    });
    service.clock.advance(STEP_MS);
    const back = await registrar.client.call("POST", deskPaths.verify, {
      code: service.code(registrar.secret),
    });
    expect(back.statusCode).toBe(200);

    // Revoking signs the registrar out; admins may not disable themselves.
    const revoked = await admin.client.call(
      "POST",
      deskPaths.staffRevokeSessions(registrar.staffId),
    );
    expect(revoked.statusCode).toBe(200);
    expect((await registrar.client.call("GET", deskPaths.me)).statusCode).toBe(401);
    const self = await admin.client.call("POST", deskPaths.staffDisable(admin.staffId));
    expect({ status: self.statusCode, message: message(self) }).toEqual({
      status: 400,
      message: deskMessages.notYourself,
    });
    for (const id of ["999999", "abc", "0"]) {
      const res = await admin.client.call("POST", `${deskPaths.staff}/${id}/disable`);
      expect(res.statusCode).toBe(404);
    }
    expect((await admin.client.call("GET", deskPaths.me)).statusCode).toBe(200);
  });

  it("ends a session idle for 15 minutes, and any after 8 hours", async () => {
    const idle = await service.signedIn();
    service.clock.advance(STAFF_SESSION_IDLE_MS - 60_000);
    expect((await idle.client.call("GET", deskPaths.me)).statusCode).toBe(200);
    service.clock.advance(STAFF_SESSION_IDLE_MS + 1000);
    const expired = await idle.client.call("GET", deskPaths.me);
    expect({ status: expired.statusCode, message: message(expired) }).toEqual({
      status: 401,
      message: deskMessages.signInRequired,
    });

    const busy = await service.signedIn();
    let elapsed = 0;
    while (elapsed + 10 * 60_000 < STAFF_SESSION_ABSOLUTE_MS) {
      service.clock.advance(10 * 60_000);
      elapsed += 10 * 60_000;
      expect((await busy.client.call("GET", deskPaths.me)).statusCode).toBe(200);
    }
    service.clock.advance(10 * 60_000);
    expect((await busy.client.call("GET", deskPaths.me)).statusCode).toBe(401);
  });

  it("refuses a state-changing desk call from another site, or from nowhere said", async () => {
    const { client } = await service.signedIn();
    const from = (headers: Record<string, string | undefined>) =>
      client.call("POST", deskPaths.signOut, undefined, { headers });
    for (const origin of ["https://evil.example", "null", `${DESK_ORIGIN}.evil.example`]) {
      const res = await from({ origin });
      expect({ status: res.statusCode, message: message(res) }).toEqual({
        status: 403,
        message: deskMessages.crossSite,
      });
    }
    const noOrigin = await from({ origin: undefined });
    expect(noOrigin.statusCode).toBe(403);
    const crossSite = await from({ origin: undefined, "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    // Still signed in; a browser that says same-origin without an Origin passes.
    expect((await client.call("GET", deskPaths.me)).statusCode).toBe(200);
    expect((await from({ origin: undefined, "sec-fetch-site": "same-origin" })).statusCode).toBe(
      200,
    );
  });

  it("refuses a portal session at every desk route (generated from the route table)", async () => {
    const portalSession = await signInDemoPractitioner(service.app);
    const routes = service.app.routeTable.filter(
      (r) =>
        r.url.startsWith(`${deskApiPrefix}/`) &&
        r.method !== "HEAD" &&
        r.url !== deskPaths.signIn &&
        r.url !== deskPaths.setPassword,
    );
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `GET ${deskPaths.me}`,
        `GET ${deskPaths.staff}`,
        `GET ${deskPaths.submissions}`,
        `POST ${deskPaths.submissions}/:submissionId/claim`,
        `GET ${deskPaths.submissions}/:submissionId/files/:fileId`,
        `PUT ${deskApiPrefix}/register/:personId`,
        `GET ${deskPaths.audit}`,
        `GET ${deskPaths.auditCsv}`,
      ]),
    );
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, "1");
      for (const headers of [
        { [SESSION_HEADER]: portalSession },
        { cookie: `${DESK_SESSION_COOKIE}=${portalSession}` },
        { cookie: `session_id=${portalSession}`, [SESSION_HEADER]: portalSession },
      ]) {
        const res = await service.app.inject({
          method: route.method as "GET" | "POST" | "PUT",
          url,
          headers: { origin: DESK_ORIGIN, ...headers },
          ...(route.method === "GET" ? {} : { payload: {} }),
        });
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 401,
        });
        expect(res.headers["cache-control"]).toBe("no-store");
      }
    }
    // The portal session itself is fine where it belongs.
    const portal = await service.app.inject({
      url: apiPaths.sessionCheck,
      headers: { [SESSION_HEADER]: portalSession },
    });
    expect(portal.statusCode).toBe(200);
  });

  it("refuses a staff session at the portal's routes", async () => {
    const { client } = await service.signedIn();
    const staffSession = client.session!;
    for (const url of [apiPaths.sessionCheck, apiPaths.user, apiPaths.formAdd("APC")]) {
      for (const headers of [
        { [SESSION_HEADER]: staffSession },
        { cookie: `${DESK_SESSION_COOKIE}=${staffSession}` },
      ]) {
        const res = await service.app.inject({ url, headers });
        expect(res.statusCode).toBe(401);
        expect(res.body).toContain(errorMessages.loginRequired);
      }
    }
    expect((await client.call("GET", deskPaths.me)).statusCode).toBe(200);
  });

  it("describes every desk route in the OpenAPI document, behind the desk's cookie", async () => {
    const doc = (await service.app.inject({ url: "/docs/json" })).json();
    expect(doc.components.securitySchemes.deskSession).toEqual({
      type: "apiKey",
      in: "cookie",
      name: DESK_SESSION_COOKIE,
    });
    const deskRoutes = service.app.routeTable.filter(
      (r) => r.url.startsWith(`${deskApiPrefix}/`) && r.method !== "HEAD",
    );
    expect(deskRoutes.length).toBeGreaterThanOrEqual(11);
    for (const route of deskRoutes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, "{$1}");
      expect(doc.paths[path]?.[route.method.toLowerCase()], path).toBeDefined();
    }
    expect(doc.paths[deskPaths.me].get.security).toEqual([{ deskSession: [] }]);
    // Every route behind the guard says so, under the desk's tag (all but the first steps).
    for (const route of deskRoutes) {
      if (route.url === deskPaths.signIn || route.url === deskPaths.setPassword) continue;
      const path = route.url.replace(/:([A-Za-z]+)/g, "{$1}");
      const operation = doc.paths[path][route.method.toLowerCase()];
      expect({ path, security: operation.security, tags: operation.tags }).toEqual({
        path,
        security: [{ deskSession: [] }],
        tags: ["desk"],
      });
    }
    expect(
      doc.paths[deskPaths.signIn].post.requestBody.content["application/json"].schema.properties,
    ).toHaveProperty("email");
  });

  it("audits the desk's events without a password, code, link or session id in them", async () => {
    const rows = await service.database.db
      .select()
      .from(auditEvents)
      .where(like(auditEvents.event, "staff.%"));
    const events = new Set(rows.map((r) => r.event));
    // Every staff event but a reset, which only the command makes (add-command.test.ts).
    const caused = auditEventNames.filter(
      (e) => e.startsWith("staff.") && e !== "staff.account.reset",
    );
    expect(caused).toHaveLength(11);
    for (const event of caused) expect(events).toContain(event);
    const [anyStaff] = await service.database.db.select().from(staffAccounts).limit(1);
    expect(rows.every((r) => r.userId === null)).toBe(true);
    expect(rows.some((r) => r.detail.staffId === anyStaff!.id)).toBe(true);
    const stored = JSON.stringify(rows);
    expect(secrets.size).toBeGreaterThan(10);
    for (const secret of [...secrets, STAFF_PASSWORD]) expect(stored).not.toContain(secret);
    // The TOTP secret is stored sealed, never as the Base32 an service.app is given.
    const accounts = JSON.stringify(await service.database.db.select().from(staffAccounts));
    for (const secret of secrets) expect(accounts).not.toContain(secret);
  });
});
