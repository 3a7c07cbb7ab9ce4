// The desk's staff accounts end to end through the service: staff:add's link, the password,
// enrolment of a TOTP authenticator with a code computed here, recovery codes, sign-out and
// sign-in again; the refusals (wrong and reused things, the lock, a disabled account); an
// admin's acts; every desk route in the OpenAPI document; and, last, the audit of every staff
// event these caused, which is why the lock and the admin's acts are tried here and not in
// their rooms. Each room's own cases are beside it: sign-in/, second-factor/, sessions/, admin/.
import {
  DESK_SESSION_COOKIE,
  deskApiPrefix,
  deskMessages,
  deskPaths,
  deskSignedOutPaths,
  staffListSchema,
} from "@portal/contract";
import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../test/databases.ts";
import { STAFF_PASSWORD, staffEmail, useDeskService } from "../../../test/desk.ts";
import { auditEvents, staffAccounts } from "../../db/schema.ts";
import { auditEventNames } from "../audit/index.ts";
import { TOTP_STEP_SECONDS } from "./second-factor/totp.ts";

const STEP_MS = TOTP_STEP_SECONDS * 1000;

describe.each(testDatabases)("the registrar's desk sign-in on $name", (testDb) => {
  const service = useDeskService(testDb);
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
      if (deskSignedOutPaths.includes(route.url)) continue;
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
    // Every staff event but a reset, which only the command makes (add-command.test.ts), and
    // the organisation's sign-in's (sso/staff-sso.test.ts).
    const elsewhere = [
      "staff.account.reset",
      "staff.account.provisioned",
      "staff.identity.linked",
      "staff.role.changed",
    ];
    const caused = auditEventNames.filter((e) => e.startsWith("staff.") && !elsewhere.includes(e));
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
