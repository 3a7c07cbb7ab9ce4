import { accountMessages, apiPaths, errorMessages } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cheapHasher, createCheapUser, formBody, paragraph } from "../../../test/accounts.ts";
import { buildTestApp, type TestClock, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { loginFailuresByAddress } from "../../db/schema.ts";
import {
  ACCOUNT_BRAKE_AFTER_FAILURES,
  FAILURE_MEMORY_MS,
  FIRST_LOCK_MS,
  LOCK_AFTER_FAILURES,
  lockWindowMs,
  MAX_LOCK_MS,
} from "./login-throttle.ts";

describe("the lock window", () => {
  it("starts at a pair's 5th consecutive failure with 1 minute and doubles up to 1 hour", () => {
    expect([1, 4].map((n) => lockWindowMs(n))).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11].map((n) => lockWindowMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60,
    ]);
    expect(lockWindowMs(1_000_000)).toBe(MAX_LOCK_MS);
  });

  it("starts at a pair's 1st failure once the account has 20 failures, from all addresses", () => {
    expect(lockWindowMs(1, ACCOUNT_BRAKE_AFTER_FAILURES - 1)).toBe(0);
    expect(
      [1, 2, 3, 7, 8].map((n) => lockWindowMs(n, ACCOUNT_BRAKE_AFTER_FAILURES) / 60_000),
    ).toEqual([1, 2, 4, 60, 60]);
  });
});

describe.each(testDatabases)("login throttling on $name", (testDb) => {
  let database: Database;
  let app: App;
  /** The same service with the per-address rate limits on, as in production. */
  let limited: App;
  let clock: TestClock;
  let counter = 0;

  beforeAll(async () => {
    database = await testDb.open();
    clock = testClock();
    // The per-address rate limits (20 logins a minute, IPv6 by /64 too) count real minutes,
    // not the test clock, and answer before the lock is looked at: they are off where the lock
    // is under test, and on in `limited`.
    app = await buildTestApp(database, { clock, passwords: cheapHasher });
    limited = await buildTestApp(database, { clock, passwords: cheapHasher, rateLimit: true });
  });
  afterAll(async () => {
    await app.close();
    await limited.close();
    await database.close();
  });

  /** An IPv4 address no other test uses. */
  const nextAddress = () => {
    counter += 1;
    return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  };
  /** A /64 no other test uses: each call of `address` is another address in it. */
  const nextSubnet = () => {
    counter += 1;
    const prefix = `2001:db8:${counter.toString(16)}:0`;
    let host = 0;
    return {
      group: `${prefix}::/64`,
      address: () => {
        host += 1;
        return `${prefix}::${host.toString(16)}`;
      },
    };
  };
  const login = (email: string, password: string, remoteAddress: string, via = app) =>
    via.inject({
      method: "POST",
      url: apiPaths.login,
      remoteAddress,
      ...formBody({ login: email, password }),
    });
  type Answer = Awaited<ReturnType<typeof login>>;
  const expectFailed = (res: Answer) => {
    expect(res.statusCode).toBe(401);
    expect(paragraph(res.body)).toBe(errorMessages.loginFailedRaw);
  };
  const expectLocked = (res: Answer, minutes: number) => {
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: accountMessages.tooManyFailedLogins(minutes) });
    expect(Number(res.headers["retry-after"])).toBeLessThanOrEqual(minutes * 60);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan((minutes / 2) * 60);
  };
  const expectSignedIn = (res: Answer) => expect(res.statusCode).toBe(200);
  const rowsOf = (email: string) =>
    database.db
      .select()
      .from(loginFailuresByAddress)
      .where(eq(loginFailuresByAddress.email, email));
  /** One failure of `email` from each of `count` fresh addresses (a botnet). */
  const failFromMany = async (email: string, count: number) => {
    const addresses = Array.from({ length: count }, nextAddress);
    for (const from of addresses) expectFailed(await login(email, "wrong", from));
    return addresses;
  };

  it("locks the e-mail at an address after 5 failures there, with the wait in the message", async () => {
    const user = await createCheapUser(database.db);
    const a = nextAddress();
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) expectFailed(await login(user.email, "wrong", a));
    const locked = await login(user.email, user.password, a);
    expectLocked(locked, 1);
    expect(locked.json().message).toBe(
      "Too many failed sign-in attempts. Please wait 1 minute or reset your password.",
    );
    expect(locked.headers["retry-after"]).toBe("60");
    clock.advance(FIRST_LOCK_MS + 1);
    expectSignedIn(await login(user.email, user.password, a));
  });

  it("lets the owner in from another address meanwhile, and keeps the stranger's lock", async () => {
    const user = await createCheapUser(database.db);
    const [stranger, owner] = [nextAddress(), nextAddress()];
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      expectFailed(await login(user.email, "wrong", stranger));
    }
    expectLocked(await login(user.email, user.password, stranger), 1);
    expectSignedIn(await login(user.email, user.password, owner));
    // The owner's success clears the owner's address only.
    expectLocked(await login(user.email, user.password, stranger), 1);
  });

  it("locks an unknown e-mail in exactly the same way", async () => {
    const known = await createCheapUser(database.db);
    const unknown = `nobody-${Date.now()}@example.test`;
    const from = nextAddress();
    const answers = { known: [] as string[], unknown: [] as string[] };
    for (let i = 0; i < LOCK_AFTER_FAILURES + 2; i++) {
      const a = await login(known.email, "wrong", from);
      const b = await login(unknown, "wrong", from);
      answers.known.push(`${a.statusCode} ${a.body}`);
      answers.unknown.push(`${b.statusCode} ${b.body}`);
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known.at(-1)).toContain(accountMessages.tooManyFailedLogins(1));
  });

  it("doubles the lock for a guesser who waits each one out, up to an hour", async () => {
    const user = await createCheapUser(database.db);
    const from = nextAddress();
    const waits: number[] = [];
    for (let i = 0; i < 20; i++) {
      let res = await login(user.email, "wrong", from);
      if (res.statusCode === 429) {
        const seconds = Number(res.headers["retry-after"]);
        waits.push(Math.round(seconds / 60));
        clock.advance(seconds * 1000 + 1);
        res = await login(user.email, "wrong", from);
      }
      expectFailed(res);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60, 60, 60, 60]);
    expectLocked(await login(user.email, user.password, from), 60);
    // The address is locked, and only it: the owner elsewhere is not.
    expectSignedIn(await login(user.email, user.password, nextAddress()));
  });

  it("clears the address's count at a successful login", async () => {
    const user = await createCheapUser(database.db);
    const from = nextAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++) {
        expectFailed(await login(user.email, "x", from));
      }
      expectSignedIn(await login(user.email, user.password, from));
    }
    expect(await rowsOf(user.email)).toEqual([]);
  });

  it("counts an IPv4 client the same whether its socket shows it as IPv4 or IPv6", async () => {
    const user = await createCheapUser(database.db);
    const from = nextAddress();
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      expectFailed(await login(user.email, "x", i % 2 ? from : `::ffff:${from}`));
    }
    expectLocked(await login(user.email, user.password, from), 1);
    expect((await rowsOf(user.email)).map((row) => row.address)).toEqual([from]);
  });

  it("brakes guessing from many addresses: past 20 failures each address locks on its first", async () => {
    const user = await createCheapUser(database.db);
    const earlier = await failFromMany(user.email, ACCOUNT_BRAKE_AFTER_FAILURES - 1);
    // Under the brake, no address has reached its own lock: a further failure is answered
    // and the right password from a failed address still gets in.
    const [twentieth, owner, later] = [nextAddress(), nextAddress(), nextAddress()];
    expectFailed(await login(user.email, "wrong", twentieth));
    expectLocked(await login(user.email, user.password, twentieth), 1);

    // An address that has not failed is never locked: the owner signs in…
    expectSignedIn(await login(user.email, user.password, owner));
    // …which does not lift the brake for anyone else.
    expectFailed(await login(user.email, "wrong", later));
    expectLocked(await login(user.email, user.password, later), 1);
    // An address that failed before the brake doubles from there: its 2nd failure, 2 minutes.
    expectFailed(await login(user.email, "wrong", earlier[0]!));
    expectLocked(await login(user.email, user.password, earlier[0]!), 2);

    // The brake is the account's own: another account's first failure locks nothing.
    const other = await createCheapUser(database.db);
    const from = nextAddress();
    expectFailed(await login(other.email, "wrong", from));
    expectSignedIn(await login(other.email, other.password, from));
  });

  it("forgets a day without failures: the address's count and the account's brake", async () => {
    const user = await createCheapUser(database.db);
    const from = nextAddress();
    for (let i = 0; i < LOCK_AFTER_FAILURES - 1; i++)
      expectFailed(await login(user.email, "x", from));
    await failFromMany(user.email, ACCOUNT_BRAKE_AFTER_FAILURES);
    clock.advance(FAILURE_MEMORY_MS + 60_000);
    // Both would lock at this failure if the day were remembered.
    expectFailed(await login(user.email, "x", from));
    const fresh = nextAddress();
    expectFailed(await login(user.email, "x", fresh));
    expectSignedIn(await login(user.email, user.password, from));
    expectSignedIn(await login(user.email, user.password, fresh));
  });

  it("answers 1,000 guesses from one IPv6 /64 with 4xx only, and keeps the guesser out", async () => {
    const user = await createCheapUser(database.db);
    const subnet = nextSubnet();
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const res = await login(user.email, `guess-${i}`, subnet.address());
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: LOCK_AFTER_FAILURES, 429: 995 });
    expectLocked(await login(user.email, user.password, subnet.address()), 1);
    // Attempts while locked are refused unchecked: they neither count nor extend the lock.
    const rows = await rowsOf(user.email);
    expect(rows.map((row) => [row.address, row.failures])).toEqual([
      [subnet.group, LOCK_AFTER_FAILURES],
    ]);
  });

  it("throttles one address at 20 logins a minute, whoever it tries", async () => {
    const user = await createCheapUser(database.db);
    const from = "192.0.2.44";
    for (let i = 0; i < 20; i++) {
      const res = await login(`someone-${i}@example.test`, "wrong", from, limited);
      expect(res.statusCode).toBe(401);
    }
    const throttled = await login(user.email, user.password, from, limited);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(
      /^Too many requests\. Please wait \d+ seconds? and try again\.$/,
    );
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected, and neither is the account.
    expectSignedIn(await login(user.email, user.password, nextAddress(), limited));
  });
});
