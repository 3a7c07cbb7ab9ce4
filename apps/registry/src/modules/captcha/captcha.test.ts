import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  apiPaths,
  authResponseSchema,
  deskPaths,
  errorMessages,
  portalConfigSchema,
  validationMessages,
} from "@portal/contract";
import type { Challenge } from "altcha-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formBody, paragraph } from "../../../test/accounts.ts";
import { encodePayload, solveAltcha } from "../../../test/altcha.ts";
import { closeTestService, openTestService, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import {
  addTestStaff,
  DESK_ORIGIN,
  deskClient,
  STAFF_PASSWORD,
  staffEmail,
} from "../../../test/desk.ts";
import { createUser } from "../../../test/factories.ts";
import type { App } from "../../app.ts";
import { persistentSecret } from "../../core/persistent-secret.ts";
import type { Database } from "../../db/client.ts";
import { loginFailuresByAddress } from "../../db/schema.ts";
import { ALTCHA_CHALLENGE_TTL_MS, createAltchaVerifier } from "./altcha.ts";
import type { CaptchaVerifier } from "./captcha.ts";
import { ALTCHA_KEY_FILE, createCaptchaVerifier } from "./create-captcha.ts";

const KEY = "k".repeat(64);

describe.each(testDatabases)("ALTCHA on $name", (testDb) => {
  let database: Database;
  let altcha: CaptchaVerifier;

  beforeAll(async () => {
    database = await testDb.open();
    altcha = createAltchaVerifier({ db: database.db, hmacKey: KEY });
  });
  afterAll(async () => {
    await database.close();
  });

  const challenge = async () => (await altcha.createChallenge!()) as Challenge;

  it("accepts a solved challenge once, and refuses the same solution replayed", async () => {
    const token = await solveAltcha(await challenge());
    expect(await altcha.verify(token, "127.0.0.1")).toBe(true);
    expect(await altcha.verify(token, "127.0.0.1")).toBe(false);
    expect(await altcha.verify(token, "10.0.0.9")).toBe(false);
  });

  it("lets only one of two simultaneous uses of a solution through", async () => {
    const token = await solveAltcha(await challenge());
    const results = await Promise.all([1, 2, 3].map(() => altcha.verify(token, "127.0.0.1")));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("signs challenges that expire and are solved quickly", async () => {
    const c = await challenge();
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = (c.parameters.expiresAt ?? 0) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(ALTCHA_CHALLENGE_TTL_MS - 5_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(ALTCHA_CHALLENGE_TTL_MS);
    const start = performance.now();
    await solveAltcha(c);
    // A generous bound for a loaded test machine; a browser with workers is faster still.
    expect(performance.now() - start).toBeLessThan(5_000);
  });

  it("refuses an expired challenge", async () => {
    const past = createAltchaVerifier({
      db: database.db,
      hmacKey: KEY,
      now: () => Date.now() - ALTCHA_CHALLENGE_TTL_MS - 1000,
    });
    const token = await solveAltcha((await past.createChallenge!()) as Challenge);
    expect(await altcha.verify(token, "127.0.0.1")).toBe(false);
  });

  it("refuses a challenge signed with another key", async () => {
    const other = createAltchaVerifier({ db: database.db, hmacKey: "o".repeat(64) });
    const token = await solveAltcha((await other.createChallenge!()) as Challenge);
    expect(await altcha.verify(token, "127.0.0.1")).toBe(false);
  });

  it("refuses a wrong solution and tampered parameters", async () => {
    const c = await challenge();
    expect(await altcha.verify(await solveAltcha(c, { counter: 999_999 }), "ip")).toBe(false);
    expect(await altcha.verify(await solveAltcha(c, { derivedKey: "00".repeat(32) }), "ip")).toBe(
      false,
    );
    // Making the work easier breaks the signature.
    const easier = { ...c, parameters: { ...c.parameters, cost: 1, keyPrefix: "0" } };
    expect(await altcha.verify(await solveAltcha(easier), "ip")).toBe(false);
    // The untouched challenge still works: none of the failures above used it up.
    expect(await altcha.verify(await solveAltcha(c), "ip")).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["not base64 JSON", "definitely not a payload"],
    ["JSON of the wrong shape", encodePayload({ challenge: 1, solution: [] })],
    [
      "a v1 payload",
      encodePayload({ algorithm: "SHA-256", challenge: "ab", number: 1, salt: "x" }),
    ],
    ["an oversized payload", "A".repeat(100_000)],
    [
      "a non-hex nonce",
      encodePayload({ challenge: { parameters: { nonce: "zz" } }, solution: {} }),
    ],
  ])("refuses %s without throwing", async (_, token) => {
    await expect(altcha.verify(token, "127.0.0.1")).resolves.toBe(false);
  });
});

describe.each(testDatabases)("the login captcha on $name", (testDb) => {
  let database: Database;
  let app: App;
  let user: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, ({ db }) => ({
      captcha: createAltchaVerifier({ db, hmacKey: KEY }),
      env: { CAPTCHA: "altcha", PUBLIC_URL: DESK_ORIGIN },
    })));
    user = await createUser(database.db);
  });
  afterAll(() => closeTestService({ app, database }));

  const fetchChallenge = async () => {
    const res = await app.inject({ url: apiPaths.captchaChallenge });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return res.json() as Challenge;
  };
  const login = (fields: Record<string, string>) =>
    app.inject({ method: "POST", url: apiPaths.login, ...formBody(fields) });

  it("tells the portal to render ALTCHA with the challenge URL", async () => {
    const config = portalConfigSchema.parse((await app.inject({ url: apiPaths.config })).json());
    expect(config.captcha).toEqual({
      provider: "altcha",
      challengeUrl: "/web_portal/api/v1/captcha/challenge",
    });
  });

  it("hands out a fresh challenge each time", async () => {
    const [a, b] = [await fetchChallenge(), await fetchChallenge()];
    expect(a.parameters.nonce).not.toBe(b.parameters.nonce);
    expect(a.parameters.algorithm).toBe("PBKDF2/SHA-256");
  });

  it("signs in with a solved challenge, and refuses the same token at the next login", async () => {
    const recaptchaToken = await solveAltcha(await fetchChallenge());
    const first = await login({ login: user.email, password: user.password, recaptchaToken });
    expect(first.statusCode).toBe(200);
    authResponseSchema.parse(first.json());
    const replay = await login({ login: user.email, password: user.password, recaptchaToken });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: validationMessages.captchaMissing });
  });

  it.each([
    ["a missing token", {}],
    ["an empty token", { recaptchaToken: "" }],
    ["a made-up token", { recaptchaToken: "eyJub3QiOiJpdCJ9" }],
  ])("answers 400 JSON 'Please complete the reCAPTCHA.' for %s", async (_, extra) => {
    const res = await login({ login: user.email, password: user.password, ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: validationMessages.captchaMissing });
  });

  it("checks missing fields before the captcha", async () => {
    const res = await login({ login: user.email, recaptchaToken: "" });
    expect(res.statusCode).toBe(400);
    expect(paragraph(res.body)).toBe(errorMessages.loginMissingFieldsRaw);
  });

  it("checks the captcha before the password: a bad token with a wrong password is not counted", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await login({ login: user.email, password: "wrong", recaptchaToken: "x" });
      expect(res.json()).toEqual({ message: validationMessages.captchaMissing });
    }
    expect(await database.db.select().from(loginFailuresByAddress)).toEqual([]);
    const wrong = await login({
      login: user.email,
      password: "wrong",
      recaptchaToken: await solveAltcha(await fetchChallenge()),
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("asks the desk's sign-in for the same captcha, before its password and lock", async () => {
    const email = staffEmail("captcha");
    const { token } = await addTestStaff(database.db, testClock(), email);
    const desk = deskClient(app);
    const set = await desk.call("POST", deskPaths.setPassword, { token, password: STAFF_PASSWORD });
    expect(set.statusCode).toBe(200);
    for (const captchaToken of [undefined, "", "eyJub3QiOiJpdCJ9"]) {
      const res = await desk.call("POST", deskPaths.signIn, {
        email,
        password: STAFF_PASSWORD,
        ...(captchaToken === undefined ? {} : { captchaToken }),
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { message: validationMessages.captchaMissing },
      });
    }
    const solved = await solveAltcha(await fetchChallenge());
    const res = await desk.call("POST", deskPaths.signIn, {
      email,
      password: STAFF_PASSWORD,
      captchaToken: solved,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("choosing the captcha from the configuration", () => {
  const db = {} as Database["db"];

  it("keeps a generated ALTCHA key in DATA_DIR, readable by the owner only, across restarts", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "captcha-key-"));
    const first = persistentSecret(dataDir, ALTCHA_KEY_FILE);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(persistentSecret(dataDir, ALTCHA_KEY_FILE)).toBe(first);
    expect(statSync(join(dataDir, ALTCHA_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it("answers the verifier of each provider", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "captcha-choice-"));
    const settings = {
      recaptchaSiteKey: undefined,
      recaptchaSecret: undefined,
      altchaHmacKey: undefined,
    };
    expect(
      createCaptchaVerifier({ ...settings, provider: "off" }, { db, dataDir }).publicConfig,
    ).toEqual({ provider: "off" });
    const altcha = createCaptchaVerifier({ ...settings, provider: "altcha" }, { db, dataDir });
    expect(altcha.publicConfig.provider).toBe("altcha");
    expect(altcha.createChallenge).toBeTypeOf("function");
    const recaptcha = createCaptchaVerifier(
      { ...settings, provider: "recaptcha", recaptchaSiteKey: "site", recaptchaSecret: "s" },
      { db, dataDir },
    );
    expect(recaptcha.publicConfig).toEqual({ provider: "recaptcha", siteKey: "site" });
    expect(recaptcha.createChallenge).toBeUndefined();
  });
});
