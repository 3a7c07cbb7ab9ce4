import {
  accountMessages,
  apiPaths,
  authResponseSchema,
  errorMessages,
  messageResponseSchema,
  requestMessages,
  SESSION_HEADER,
  validateResponseSchema,
} from "@portal/contract";
import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, paragraph, startSmtpPeer, testMailer } from "../../../test/accounts.ts";
import { buildTestApp, openTestService, type TestClock, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createUser } from "../../../test/factories.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { emailTokens, loginFailuresByAddress } from "../../db/schema.ts";
import type { Mailer } from "../mail/index.ts";

const PUBLIC_URL = "https://portal.example.test";
const LINK = /https:\/\/portal\.example\.test\/confirm\/reset_password\/([A-Za-z0-9_-]{43})/;

describe.each(testDatabases)("forgot password over SMTP on $name", (testDb) => {
  let database: Database;
  let app: App;
  let clock: TestClock;
  let mailer: Mailer;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    clock = testClock();
    ({ mailer } = testMailer({ smtpUrl: smtp.url, from: "Dental Portal <portal@example.test>" }));
    ({ database, app } = await openTestService(testDb, { clock, mailer, env: { PUBLIC_URL } }));
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
  });

  const requestReset = (email: string) =>
    app.inject({ method: "POST", url: apiPaths.resetPassword, ...formBody({ email }) });
  const validate = (token: string) => app.inject({ url: apiPaths.validate(token) });
  const login = (email: string, password: string, remoteAddress = "127.0.0.1") =>
    app.inject({
      method: "POST",
      url: apiPaths.login,
      remoteAddress,
      ...formBody({ login: email, password }),
    });
  const withSession = (id: string) => ({ [SESSION_HEADER]: id });
  const setPassword = (sessionId: string, password: string) =>
    app.inject({
      method: "POST",
      url: apiPaths.setPassword,
      headers: { ...withSession(sessionId), ...formBody({ password }).headers },
      payload: new URLSearchParams({ password }).toString(),
    });
  /** The mail received since `before` (the outbox's due messages sent first). */
  const mailSince = async (before: number): Promise<ParsedMail[]> => {
    await app.jobs.runDue();
    return smtp.received.slice(before);
  };
  const tokenOf = (mail: ParsedMail | undefined) => LINK.exec(mail?.text ?? "")?.[1] ?? "";

  it("e-mails a single-use link that signs in, sets a new password and ends other sessions", async () => {
    const user = await createUser(database.db, { firstName: "Kiri <b>&</b>" });
    const old = authResponseSchema.parse((await login(user.email, user.password)).json());
    const before = smtp.received.length;

    const res = await requestReset(`  ${user.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: accountMessages.resetRequested });

    const [mail] = await mailSince(before);
    expect(smtp.envelopes.at(-1)).toEqual([user.email]);
    expect(mail?.from?.text).toBe('"Dental Portal" <portal@example.test>');
    expect(mail?.subject).toBe("Reset your Practitioner Portal password");
    expect(mail?.text).toContain("Kia ora Kiri <b>&</b>,");
    // When, on the regulator's clock (the test clock is in March: New Zealand daylight time).
    expect(mail?.text).toMatch(
      /expires in 1 hour, at \d{1,2}:\d{2} [ap]m on \d{1,2} March 2026 \(NZDT\)\./,
    );
    const token = tokenOf(mail);
    expect(token).toHaveLength(43);
    // The HTML part escapes the user's name and carries the same link.
    expect(mail?.html).toContain("Kia ora Kiri &#60;b&#62;&#38;&#60;/b&#62;,");
    expect(mail?.html).not.toContain("<b>&</b>");
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/confirm/reset_password/${token}"`);

    const validated = await validate(token);
    expect(validated.statusCode).toBe(200);
    const signedIn = validateResponseSchema.parse(validated.json());
    expect(signedIn.userDetails).toMatchObject({ email: user.email, passwordResetPending: true });
    expect(signedIn.message).toBe(accountMessages.resetLinkValidated);
    expect(signedIn.odooSessionId).not.toBe(old.odooSessionId);
    // The flag is kept on the user, so a reload still asks for the new password.
    const me = await app.inject({
      url: apiPaths.user,
      headers: withSession(signedIn.odooSessionId),
    });
    expect(authResponseSchema.parse(me.json()).userDetails.passwordResetPending).toBe(true);

    const again = await validate(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: accountMessages.linkInvalid });

    const newPassword = "a brand new passphrase 42";
    const changed = await setPassword(signedIn.odooSessionId, newPassword);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: accountMessages.passwordChanged });

    const after = await app.inject({
      url: apiPaths.user,
      headers: withSession(signedIn.odooSessionId),
    });
    expect(authResponseSchema.parse(after.json()).userDetails.passwordResetPending).toBe(false);
    const oldCheck = await app.inject({
      url: apiPaths.sessionCheck,
      headers: withSession(old.odooSessionId),
    });
    expect(oldCheck.statusCode).toBe(401);
    expect(paragraph(oldCheck.body)).toBe(errorMessages.loginRequired);

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);

    const notices = await mailSince(before + 1);
    expect(notices.map((m) => m.subject)).toEqual([
      "Your Practitioner Portal password has been changed",
    ]);
    expect(notices[0]?.text).toContain(`${PUBLIC_URL}/reset-password`);
  });

  it("answers an unknown address exactly as a known one, and sends nothing", async () => {
    const user = await createUser(database.db);
    const before = smtp.received.length;
    const known = await requestReset(user.email);
    const unknown = await requestReset(`nobody-${Date.now()}@example.test`);
    for (const field of ["statusCode", "body"] as const)
      expect(unknown[field]).toEqual(known[field]);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    expect(await mailSince(before)).toHaveLength(1);
  });

  it("accepts the address as JSON too", async () => {
    const user = await createUser(database.db);
    const before = smtp.received.length;
    const res = await app.inject({
      method: "POST",
      url: apiPaths.resetPassword,
      payload: { email: user.email },
    });
    expect(res.json()).toEqual({ message: accountMessages.resetRequested });
    expect(await mailSince(before)).toHaveLength(1);
  });

  it("sends at most one e-mail a minute to an address, and only the newest link works", async () => {
    const user = await createUser(database.db);
    const before = smtp.received.length;
    await requestReset(user.email);
    await requestReset(user.email);
    const first = await mailSince(before);
    expect(first).toHaveLength(1);
    clock.advance(61_000);
    await requestReset(user.email);
    const second = await mailSince(before + 1);
    expect(second).toHaveLength(1);
    expect((await validate(tokenOf(first[0]))).statusCode).toBe(400);
    expect((await validate(tokenOf(second[0]))).statusCode).toBe(200);
  });

  it("refuses a link after 1 hour", async () => {
    const user = await createUser(database.db);
    const before = smtp.received.length;
    await requestReset(user.email);
    const [mail] = await mailSince(before);
    clock.advance(60 * 60 * 1000 + 1000);
    const res = await validate(tokenOf(mail));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: accountMessages.linkInvalid });
  });

  it("stores only the hash of a link's token", async () => {
    const user = await createUser(database.db);
    const before = smtp.received.length;
    await requestReset(user.email);
    const token = tokenOf((await mailSince(before))[0]);
    const rows = await database.db.select().from(emailTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("signs the owner in by a reset link whatever the locks, and lifts every one of them", async () => {
    const user = await createUser(database.db);
    // Locked at two addresses, and the account past its brake (decision 025).
    for (const from of ["198.51.100.1", "198.51.100.2"]) {
      for (let i = 0; i < 5; i++)
        expect((await login(user.email, "wrong", from)).statusCode).toBe(401);
    }
    for (let i = 3; i <= 12; i++) {
      expect((await login(user.email, "wrong", `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(user.email, user.password, "198.51.100.1");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: accountMessages.tooManyFailedLogins(1) });

    const before = smtp.received.length;
    await requestReset(user.email);
    const signedIn = await validate(tokenOf((await mailSince(before))[0]));
    expect(signedIn.statusCode).toBe(200);
    expect(validateResponseSchema.parse(signedIn.json()).message).toBe(
      accountMessages.resetLinkValidated,
    );
    const failures = await database.db
      .select()
      .from(loginFailuresByAddress)
      .where(eq(loginFailuresByAddress.email, user.email));
    expect(failures).toEqual([]);
    // The failures are gone: a slip at a formerly locked address is not a lock any more.
    expect((await login(user.email, "wrong", "198.51.100.2")).statusCode).toBe(401);
    expect((await login(user.email, user.password, "198.51.100.1")).statusCode).toBe(200);
    expect((await login(user.email, user.password, "198.51.100.2")).statusCode).toBe(200);
  });

  it.each([
    ["a short token", "abc"],
    ["a well-formed token nobody was given", "A".repeat(43)],
    ["a token with other characters", `${"A".repeat(42)}!`],
    ["dot segments", "..%2F..%2Fetc%2Fpasswd"],
    ["a 90-character token", "B".repeat(90)],
  ])("answers %s with 400 and the link message", async (_, token) => {
    const res = await app.inject({ url: `/web_portal/api/v1/validate/${token}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: accountMessages.linkInvalid });
  });

  it("answers an encoded NUL as every route does: text that cannot be stored (400)", async () => {
    const res = await app.inject({ url: "/web_portal/api/v1/validate/%00" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: requestMessages.unsafeText });
  });

  it("answers an over-long token with a 4xx JSON message, never a 500", async () => {
    const res = await app.inject({ url: `/web_portal/api/v1/validate/${"C".repeat(5000)}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(messageResponseSchema.parse(res.json()).message).toBeTruthy();
  });

  it.each([
    [
      "no body",
      { method: "POST" as const, url: apiPaths.resetPassword },
      400,
      accountMessages.resetEmailRequired,
    ],
    [
      "an empty address",
      { method: "POST" as const, url: apiPaths.resetPassword, ...formBody({ email: "  " }) },
      400,
      accountMessages.resetEmailRequired,
    ],
  ])(
    "answers a reset request with %s: 400 asking for the address",
    async (_, request, status, message) => {
      const res = await app.inject(request);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message });
    },
  );

  it.each([
    [
      "a repeated field",
      "email=a%40example.test&email=b%40example.test",
      "application/x-www-form-urlencoded",
      400,
    ],
    [
      "an address of 1,000 characters",
      `email=${"a".repeat(1000)}`,
      "application/x-www-form-urlencoded",
      400,
    ],
    ["unparseable JSON", '{"email":', "application/json", 400],
    [
      "a body over the limit",
      `email=${"x".repeat(1024 * 1024)}`,
      "application/x-www-form-urlencoded",
      413,
    ],
  ])("answers a reset request with %s with a 4xx message", async (_, payload, type, status) => {
    const res = await app.inject({
      method: "POST",
      url: apiPaths.resetPassword,
      headers: { "content-type": type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(messageResponseSchema.parse(res.json()).message).toBeTruthy();
  });
});

describe.each(testDatabases)("e-mail without SMTP_URL on $name", (testDb) => {
  it("writes the message as an .eml file under DATA_DIR/mail and logs its link", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const database = await testDb.open();
    const { mailer, lines, dataDir } = testMailer();
    const app = await buildTestApp(database, { mailer, env: { PUBLIC_URL } });
    try {
      const user = await createUser(database.db);
      await app.inject({
        method: "POST",
        url: apiPaths.resetPassword,
        ...formBody({ email: user.email }),
      });
      await app.jobs.runDue();
      const files = readdirSync(join(dataDir, "mail"));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(join(dataDir, "mail", files[0]!));
      // The file is the message as SMTP would carry it: parse it as a mail client would.
      const mail = await simpleParser(eml);
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(user.email);
      const link = LINK.exec(mail.text ?? "");
      expect(link).not.toBeNull();
      expect(mail.html).toContain(`href="${link![0]}"`);
      const logged = lines.find((l) => l.message.startsWith("e-mail written"));
      expect(logged?.object.links).toEqual([link![0]]);
      expect((await app.inject({ url: apiPaths.validate(link![1]!) })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe("throttling of reset requests and links per address", () => {
  it("answers the 6th reset request and the 21st link of a minute from one address with 429", async () => {
    const database = await testDatabases[0]!.open();
    const { mailer } = testMailer();
    const app = await buildTestApp(database, { mailer, rateLimit: true });
    try {
      const reset = () =>
        app.inject({
          method: "POST",
          url: apiPaths.resetPassword,
          ...formBody({ email: "a@b.test" }),
        });
      for (let i = 0; i < 5; i++) expect((await reset()).statusCode).toBe(200);
      const throttled = await reset();
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds?/);

      for (let i = 0; i < 20; i++) {
        expect((await app.inject({ url: apiPaths.validate("A".repeat(43)) })).statusCode).toBe(400);
      }
      expect((await app.inject({ url: apiPaths.validate("A".repeat(43)) })).statusCode).toBe(429);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
