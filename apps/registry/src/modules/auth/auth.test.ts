import {
  apiPaths,
  authResponseSchema,
  errorMessages,
  messageResponseSchema,
  SESSION_HEADER,
} from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createUser } from "../../../test/factories.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { argon2Hasher, type PasswordHasher } from "./password.ts";

const form = (fields: Record<string, string>) => ({
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: new URLSearchParams(fields).toString(),
});

/** The text of the one <p> of an HTML error page, as the portal reads it (SPEC §8 rule 4). */
const paragraph = (html: string) => /<p>([^<]*)<\/p>/.exec(html)?.[1];

describe.each(testDatabases)("login and logout on $name", (testDb) => {
  let database: Database;
  let app: App;
  let user: Awaited<ReturnType<typeof createUser>>;

  const verifications = { real: 0, dummy: 0 };
  const countingHasher: PasswordHasher = {
    hash: argon2Hasher.hash,
    verify: (hash, password) => {
      verifications.real += 1;
      return argon2Hasher.verify(hash, password);
    },
    verifyDummy: (password) => {
      verifications.dummy += 1;
      return argon2Hasher.verifyDummy(password);
    },
  };

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, { passwords: countingHasher }));
    user = await createUser(database.db, { email: "Kiri.Hohaia@Example.test", firstName: "Kiri" });
  });
  afterAll(() => closeTestService({ app, database }));

  const login = (fields: Record<string, string>) =>
    app.inject({ method: "POST", url: apiPaths.login, ...form(fields) });

  it("signs in with the form-encoded fields and answers the auth response", async () => {
    const res = await login({ login: user.email, password: user.password, recaptchaToken: "t" });
    expect(res.statusCode).toBe(200);
    const body = authResponseSchema.parse(res.json());
    expect(body.userDetails).toMatchObject({
      email: "kiri.hohaia@example.test",
      firstName: "Kiri",
      passwordResetPending: false,
    });
    expect(body.odooSessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.tiles).toEqual([]);
  });

  it("matches the e-mail whatever its case and surrounding spaces", async () => {
    const res = await login({ login: "  KIRI.hohaia@example.TEST ", password: user.password });
    expect(res.statusCode).toBe(200);
  });

  it("gives a new session id at every login", async () => {
    const first = authResponseSchema.parse(
      (await login({ login: user.email, password: user.password })).json(),
    );
    const second = authResponseSchema.parse(
      (await login({ login: user.email, password: user.password })).json(),
    );
    expect(second.odooSessionId).not.toBe(first.odooSessionId);
  });

  it("answers a wrong password and an unknown e-mail identically: 401 HTML 'Login failed'", async () => {
    const wrong = await login({ login: user.email, password: "not-the-password" });
    const unknown = await login({ login: "nobody@example.test", password: "not-the-password" });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(paragraph(res.body)).toBe(errorMessages.loginFailedRaw);
    }
    expect(unknown.body).toBe(wrong.body);
  });

  it("spends one argon2 verification on an unknown e-mail, as on a wrong password", async () => {
    // Counted, not timed: both paths must pay exactly one verification (the dummy's for an
    // e-mail nobody has), so the answer's time does not tell them apart.
    const before = { ...verifications };
    const other = await createUser(database.db);
    await login({ login: other.email, password: "wrong-password" });
    await login({ login: "nobody-else@example.test", password: "wrong-password" });
    expect(verifications.real - before.real).toBe(1);
    expect(verifications.dummy - before.dummy).toBe(1);
  });

  it.each([
    ["nothing", {}],
    ["no password", { login: "someone@example.test" }],
    ["no login", { password: "secret" }],
    ["empty fields", { login: " ", password: "" }],
  ])("answers 400 HTML 'login must be present in parameters' for %s", async (_, fields) => {
    const res = await login(fields);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(paragraph(res.body)).toBe(errorMessages.loginMissingFieldsRaw);
  });

  it("answers 400 HTML for a POST without any body", async () => {
    const res = await app.inject({ method: "POST", url: apiPaths.login });
    expect(res.statusCode).toBe(400);
    expect(paragraph(res.body)).toBe(errorMessages.loginMissingFieldsRaw);
  });

  it.each([
    ["a repeated field", "login=a%40example.test&login=b%40example.test&password=x"],
    ["an over-long password", `login=a%40example.test&password=${"x".repeat(2000)}`],
  ])("answers 400 JSON with a message for %s", async (_, payload) => {
    const res = await app.inject({
      method: "POST",
      url: apiPaths.login,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(messageResponseSchema.parse(res.json()).message).toMatch(/^Invalid request body: /);
  });

  it("revokes the session at logout: the same id then gets 401", async () => {
    const { odooSessionId } = authResponseSchema.parse(
      (await login({ login: user.email, password: user.password })).json(),
    );
    const headers = { [SESSION_HEADER]: odooSessionId };
    expect((await app.inject({ url: apiPaths.sessionCheck, headers })).statusCode).toBe(200);

    const out = await app.inject({ url: apiPaths.logout, headers });
    expect(out.statusCode).toBe(200);
    expect(messageResponseSchema.parse(out.json()).message).toBeTruthy();

    const after = await app.inject({ url: apiPaths.sessionCheck, headers });
    expect(after.statusCode).toBe(401);
    expect(paragraph(after.body)).toBe(errorMessages.loginRequired);
  });

  it("answers logout without a session too (nothing left to end)", async () => {
    const res = await app.inject({ url: apiPaths.logout });
    expect(res.statusCode).toBe(200);
  });

  it("answers the signed-in user with the same session id", async () => {
    const signedIn = authResponseSchema.parse(
      (await login({ login: user.email, password: user.password })).json(),
    );
    const res = await app.inject({
      url: apiPaths.user,
      headers: { [SESSION_HEADER]: signedIn.odooSessionId },
    });
    expect(res.statusCode).toBe(200);
    const body = authResponseSchema.parse(res.json());
    expect(body.odooSessionId).toBe(signedIn.odooSessionId);
    expect(body.userDetails).toEqual(signedIn.userDetails);
  });
});
