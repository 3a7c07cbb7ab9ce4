// The lock on the desk's second step, through the service: wrong codes count per account and
// the password step never clears them, so "password, a few wrong codes, password …" reaches a
// lock; a lock ends the pending sign-in; recovery codes count alike; only a passing code
// clears it. PGlite only: the lock is the portal's login table, tested on both databases.
import { deskMessages, deskPaths } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { testClock, useTestService } from "../../../../test/app.ts";
import { testDatabases } from "../../../../test/databases.ts";
import {
  currentCode,
  DESK_ORIGIN,
  type DeskClient,
  deskClient,
  STAFF_PASSWORD,
  signedInStaff,
} from "../../../../test/desk.ts";
import { SECOND_FACTOR_LOCK_AFTER } from "./second-factor-lock.ts";
import { TOTP_STEP_SECONDS } from "./totp.ts";

const clock = testClock();
const service = useTestService(testDatabases[0]!, { clock, env: { PUBLIC_URL: DESK_ORIGIN } });
const DAY_MS = 24 * 60 * 60_000;

const wrongCodeOf = (right: string) =>
  String((Number(right) + 500_000) % 1_000_000).padStart(6, "0");

/** A staff member signed out again, and a client from an address of its own. */
async function staffSignedOut(address: string) {
  const staff = await signedInStaff(service.app, service.database.db, clock);
  await staff.client.call("POST", deskPaths.signOut);
  clock.advance(TOTP_STEP_SECONDS * 1000);
  return { ...staff, client: deskClient(service.app, address) };
}

const signIn = async (client: DeskClient, email: string) =>
  (await client.call("POST", deskPaths.signIn, { email, password: STAFF_PASSWORD })).statusCode;

describe("the desk's second-factor lock", () => {
  it("is not cleared by the password: password and wrong codes over and over reach a lock", async () => {
    const { client, email, secret } = await staffSignedOut("203.0.113.41");
    const right = currentCode(secret, clock);
    // The sequence the lock must stop: password, four wrong codes, password, four … 40 codes.
    const answers: string[] = [];
    for (let round = 0; round < 10; round++) {
      expect(await signIn(client, email)).toBe(200);
      for (let i = 0; i < 4; i++) {
        const res = await client.call("POST", deskPaths.verify, { code: wrongCodeOf(right) });
        answers.push(`${res.statusCode} ${res.json<{ message: string }>().message}`);
      }
    }
    // Two codes checked and refused, the third checked and locking, then nothing checked: that
    // pending sign-in has ended, and every later one meets the lock.
    const wrong = `401 ${deskMessages.codeWrong}`;
    const lockedAnswer = `429 ${deskMessages.tooManyFailedSignIns(1)}`;
    const ended = `401 ${deskMessages.signInRequired}`;
    expect(answers.slice(0, 5)).toEqual([wrong, wrong, lockedAnswer, ended, lockedAnswer]);
    expect(answers.filter((answer) => answer === wrong)).toHaveLength(SECOND_FACTOR_LOCK_AFTER - 1);
    expect(answers.slice(4).every((answer) => answer === lockedAnswer)).toBe(true);
    // The right code is not even checked while the lock holds …
    expect(await signIn(client, email)).toBe(200);
    const locked = await client.call("POST", deskPaths.verify, { code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: deskMessages.tooManyFailedSignIns(1) });
    // … from any address.
    const elsewhere = deskClient(service.app, "198.51.100.99");
    expect(await signIn(elsewhere, email)).toBe(200);
    expect((await elsewhere.call("POST", deskPaths.verify, { code: right })).statusCode).toBe(429);
    // Once it has passed, the right code signs in and the count starts again.
    clock.advance(60_000);
    expect(await signIn(client, email)).toBe(200);
    const code = currentCode(secret, clock);
    expect((await client.call("POST", deskPaths.verify, { code })).statusCode).toBe(200);
    await client.call("POST", deskPaths.signOut);
    expect(await signIn(client, email)).toBe(200);
    const counted = await client.call("POST", deskPaths.verify, { code: wrongCodeOf(code) });
    expect(counted.json()).toEqual({ message: deskMessages.codeWrong });
  });

  it("ends the pending sign-in when the lock starts: the password is needed again", async () => {
    const { client, email, secret } = await staffSignedOut("203.0.113.42");
    expect(await signIn(client, email)).toBe(200);
    const right = currentCode(secret, clock);
    for (let i = 1; i < SECOND_FACTOR_LOCK_AFTER; i++) {
      expect(
        (await client.call("POST", deskPaths.verify, { code: wrongCodeOf(right) })).statusCode,
      ).toBe(401);
    }
    const last = await client.call("POST", deskPaths.verify, { code: wrongCodeOf(right) });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBe(60);
    clock.advance(60_000);
    const ended = await client.call("POST", deskPaths.verify, { code: currentCode(secret, clock) });
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: deskMessages.signInRequired });
  });

  it("counts wrong recovery codes alike, and doubles the lock at each further one", async () => {
    const { client, email, secret, recoveryCodes } = await staffSignedOut("203.0.113.43");
    const wrongRecovery = "aaaaa-aaaaa";
    expect(recoveryCodes).not.toContain(wrongRecovery);
    expect(await signIn(client, email)).toBe(200);
    const right = currentCode(secret, clock);
    await client.call("POST", deskPaths.verify, { code: wrongCodeOf(right) });
    const recovery = await client.call("POST", deskPaths.verify, { recoveryCode: wrongRecovery });
    expect(recovery.json()).toEqual({ message: deskMessages.recoveryCodeWrong });
    const third = await client.call("POST", deskPaths.verify, { recoveryCode: wrongRecovery });
    expect(third.statusCode).toBe(429);
    clock.advance(60_000);
    expect(await signIn(client, email)).toBe(200);
    const fourth = await client.call("POST", deskPaths.verify, { recoveryCode: wrongRecovery });
    expect(fourth.json()).toEqual({ message: deskMessages.tooManyFailedSignIns(2) });
    // A right recovery code after the lock signs in.
    clock.advance(120_000);
    expect(await signIn(client, email)).toBe(200);
    const used = await client.call("POST", deskPaths.verify, { recoveryCode: recoveryCodes[0] });
    expect(used.statusCode).toBe(200);
  });

  it("lets someone with the password check 31 codes a day, not 28,800", async () => {
    const { client, email, secret } = await staffSignedOut("203.0.113.44");
    const dayEnds = clock().getTime() + DAY_MS;
    // Every code sent is checked: each lock is waited out before the next one.
    let checked = 0;
    while (clock().getTime() < dayEnds) {
      expect(await signIn(client, email)).toBe(200);
      const res = await client.call("POST", deskPaths.verify, {
        code: wrongCodeOf(currentCode(secret, clock)),
      });
      checked += 1;
      expect([401, 429]).toContain(res.statusCode);
      if (res.statusCode === 429) clock.advance(Number(res.headers["retry-after"]) * 1000);
    }
    // 3 up to the first lock, then one per window of 1, 2, 4 … 32 minutes, then one an hour.
    expect(checked).toBe(31);
  });
});
