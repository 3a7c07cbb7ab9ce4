import {
  accountMessages,
  apiPaths,
  authResponseSchema,
  errorMessages,
  SESSION_HEADER,
  validationMessages,
} from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, paragraph, testMailer } from "../../../test/accounts.ts";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createUser } from "../../../test/factories.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { isCommonPassword, PASSWORD_MAX_LENGTH, passwordProblem } from "./password-policy.ts";

describe("the password policy", () => {
  const rules = { email: "kiri.hohaia@example.test", minLength: 12 };
  const problem = (password: string) => passwordProblem(password, rules);

  it("accepts a long, unremarkable passphrase", () => {
    expect(problem("tui birds sing at dawn")).toBeUndefined();
    expect(problem(`${"x".repeat(11)}y`)).toBeUndefined();
  });

  it.each([
    ["", validationMessages.passwordRequired],
    ["short", accountMessages.passwordTooShort(12)],
    ["elevenchars", accountMessages.passwordTooShort(12)],
    ["a".repeat(PASSWORD_MAX_LENGTH + 1), accountMessages.passwordTooLong(128)],
    ["my kiri.hohaia password", accountMessages.passwordContainsEmail],
    ["KIRI.HOHAIA-2026-secret", accountMessages.passwordContainsEmail],
    ["kiri.hohaia@example.test", accountMessages.passwordContainsEmail],
    ["password1234", accountMessages.passwordTooCommon],
    ["QWERTYUIOP123", accountMessages.passwordTooCommon],
    ["123456789012", accountMessages.passwordTooCommon],
    ["Sunshine2026!!", accountMessages.passwordTooCommon],
    ["!!Iloveyou123456", accountMessages.passwordTooCommon],
  ])("refuses %j: %s", (password, message) => {
    expect(problem(password)).toBe(message);
  });

  it("counts characters, not bytes: 12 emoji are 12 characters", () => {
    expect(problem("🦜".repeat(12))).toBeUndefined();
    expect(problem("🦜".repeat(11))).toBe(accountMessages.passwordTooShort(12));
    expect(problem("🦜".repeat(128))).toBeUndefined();
  });

  it("ships about 1,000 common passwords", () => {
    expect(isCommonPassword("123456")).toBe(true);
    expect(isCommonPassword("letmein")).toBe(true);
    expect(isCommonPassword("tui birds sing at dawn")).toBe(false);
  });
});

describe.each(testDatabases)("set password on $name", (testDb) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, {
      mailer: testMailer().mailer,
      env: { PASSWORD_MIN_LENGTH: "16" },
    }));
  });
  afterAll(() => closeTestService({ app, database }));

  const signIn = async (email: string, password: string) => {
    const res = await app.inject({
      method: "POST",
      url: apiPaths.login,
      ...formBody({ login: email, password }),
    });
    return authResponseSchema.parse(res.json()).odooSessionId;
  };
  const setPassword = (sessionId: string | undefined, payload: string, type?: string) =>
    app.inject({
      method: "POST",
      url: apiPaths.setPassword,
      headers: {
        ...(sessionId ? { [SESSION_HEADER]: sessionId } : {}),
        "content-type": type ?? "application/x-www-form-urlencoded",
      },
      payload,
    });

  it("uses PASSWORD_MIN_LENGTH, and answers each refusal as 400 JSON", async () => {
    const user = await createUser(database.db, { email: "aroha@example.test" });
    const session = await signIn(user.email, user.password);
    const cases: Array<[string, string]> = [
      ["", validationMessages.passwordRequired],
      ["fifteen chars!!", accountMessages.passwordTooShort(16)],
      ["my name is aroha, hello", accountMessages.passwordContainsEmail],
      ["password12345678", accountMessages.passwordTooCommon],
    ];
    for (const [password, message] of cases) {
      const res = await setPassword(session, new URLSearchParams({ password }).toString());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    // Nothing was changed by the refusals.
    expect(await signIn(user.email, user.password)).toBeTruthy();
  });

  it("accepts JSON as well as form-encoded bodies", async () => {
    const user = await createUser(database.db);
    const session = await signIn(user.email, user.password);
    const res = await setPassword(
      session,
      JSON.stringify({ password: "kowhai flowers in spring" }),
      "application/json",
    );
    expect(res.json()).toEqual({ message: accountMessages.passwordChanged });
  });

  it("keeps the current session and ends the others", async () => {
    const user = await createUser(database.db);
    const [current, other] = [
      await signIn(user.email, user.password),
      await signIn(user.email, user.password),
    ];
    const res = await setPassword(current, "password=pohutukawa+by+the+sea");
    expect(res.statusCode).toBe(200);
    const check = (id: string) =>
      app.inject({ url: apiPaths.sessionCheck, headers: { [SESSION_HEADER]: id } });
    expect((await check(current)).statusCode).toBe(200);
    expect((await check(other)).statusCode).toBe(401);
  });

  it("needs a session: 401 HTML 'Login required to access this resource'", async () => {
    const res = await setPassword(undefined, "password=kowhai+flowers+in+spring");
    expect(res.statusCode).toBe(401);
    expect(paragraph(res.body)).toBe(errorMessages.loginRequired);
  });

  it.each([
    ["no body", "", 400],
    ["a repeated field", "password=aaaaaaaaaaaaaaaaaaa&password=bbbbbbbbbbbbbbbbbbbb", 400],
    ["a password of 5,000 characters", `password=${"p".repeat(5000)}`, 400],
    ["a body over the limit", `password=${"p".repeat(1024 * 1024)}`, 413],
  ])("answers %s with a 4xx JSON message", async (_, payload, status) => {
    const user = await createUser(database.db);
    const session = await signIn(user.email, user.password);
    const res = await setPassword(session, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
  });
});
