import { accountMessages, apiPaths, errorMessages } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cheapHasher, createCheapUser, formBody, paragraph } from "../../../test/accounts.ts";
import { buildTestApp, type TestClock, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import { FIRST_LOCK_MS, LOCK_AFTER_FAILURES, lockWindowMs, MAX_LOCK_MS } from "./login-throttle.ts";

describe("the lock window", () => {
  it("starts at the 5th consecutive failure with 1 minute and doubles up to 1 hour", () => {
    expect([1, 4].map(lockWindowMs)).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11].map((n) => lockWindowMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60,
    ]);
    expect(lockWindowMs(1_000_000)).toBe(MAX_LOCK_MS);
  });
});

describe.each(testDatabases)("login throttling on $name", (testDb) => {
  let database: Database;
  let app: App;
  let clock: TestClock;
  let address = 0;

  beforeAll(async () => {
    database = await testDb.open();
    clock = testClock();
    // The per-address limits are on, as in the service; each guess below comes from its own
    // address (a botnet), so only the per-account lock can stop them.
    app = await buildTestApp(database, { clock, passwords: cheapHasher, rateLimit: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };
  const login = (email: string, password: string, remoteAddress = nextAddress()) =>
    app.inject({
      method: "POST",
      url: apiPaths.login,
      remoteAddress,
      ...formBody({ login: email, password }),
    });
  const expectFailed = (res: Awaited<ReturnType<typeof login>>) => {
    expect(res.statusCode).toBe(401);
    expect(paragraph(res.body)).toBe(errorMessages.loginFailedRaw);
  };
  const expectLocked = (res: Awaited<ReturnType<typeof login>>, minutes: number) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: accountMessages.tooManyFailedLogins(minutes) });
    expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(minutes * 60);
  };

  it("refuses even the right password after 5 failures, with the wait in the message", async () => {
    const user = await createCheapUser(database.db);
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) expectFailed(await login(user.email, "wrong"));
    const locked = await login(user.email, user.password);
    expectLocked(locked, 1);
    expect(locked.json().message).toBe(
      "Too many failed sign-in attempts. Please wait 1 minute or reset your password.",
    );
    clock.advance(FIRST_LOCK_MS + 1);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("locks an unknown e-mail in exactly the same way", async () => {
    const known = await createCheapUser(database.db);
    const unknown = `nobody-${Date.now()}@example.test`;
    const answers = { known: [] as string[], unknown: [] as string[] };
    for (let i = 0; i < LOCK_AFTER_FAILURES + 2; i++) {
      const a = await login(known.email, "wrong");
      const b = await login(unknown, "wrong");
      answers.known.push(`${a.statusCode} ${a.body}`);
      answers.unknown.push(`${b.statusCode} ${b.body}`);
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known.at(-1)).toContain(accountMessages.tooManyFailedLogins(1));
  });

  it("doubles the lock for a guesser who waits each one out, up to an hour", async () => {
    const user = await createCheapUser(database.db);
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      let res = await login(user.email, "wrong");
      if (res.statusCode === 429) {
        const seconds = Number(res.headers["retry-after"]);
        waits.push(Math.round(seconds / 60));
        clock.advance(seconds * 1000 + 1);
        res = await login(user.email, "wrong");
      }
      expectFailed(res);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60, 60, 60, 60]);
    expectLocked(await login(user.email, user.password), 60);
  });

  it("clears the count at a successful login", async () => {
    const user = await createCheapUser(database.db);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) expectFailed(await login(user.email, "x"));
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    }
  });

  it("forgets failures more than a day old", async () => {
    const user = await createCheapUser(database.db);
    for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) expectFailed(await login(user.email, "x"));
    clock.advance(25 * 60 * 60 * 1000);
    expectFailed(await login(user.email, "x"));
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("answers 1,000 wrong passwords in a row with 4xx only, and keeps the guesser out", async () => {
    const user = await createCheapUser(database.db);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const res = await login(user.email, `guess-${i}`);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: LOCK_AFTER_FAILURES, 429: 995 });
    expectLocked(await login(user.email, user.password), 1);
    // Attempts while locked are refused unchecked: they neither count nor extend the lock.
    const [row] = await database.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.email, user.email));
    expect(row?.failures).toBe(LOCK_AFTER_FAILURES);
  });

  it("throttles one address at 20 logins a minute, whoever it tries", async () => {
    const user = await createCheapUser(database.db);
    const from = "192.0.2.44";
    for (let i = 0; i < 20; i++) {
      const res = await login(`someone-${i}@example.test`, "wrong", from);
      expect(res.statusCode).toBe(401);
    }
    const throttled = await login(user.email, user.password, from);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(
      /^Too many requests\. Please wait \d+ seconds? and try again\.$/,
    );
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected, and neither is the account.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
