// The per-account half of login throttling (ASVS 6.3.1, decision 025). Consecutive failed
// sign-ins are counted in the database per e-mail text and client address (IPv4 address or
// IPv6 /64, client-address.ts), whoever the e-mail belongs to (unknown e-mails too, so the
// answers never tell them apart). From a pair's 5th failure on, that pair is locked for a
// window that doubles with every further failure: 1, 2, 4 … minutes, at most 1 hour. While
// locked even the right password is refused from there, and the attempt is not counted (it is
// not checked at all). The lock holds for its pair only, so a stranger's guesses cannot keep
// the owner out from anywhere else: that is what the lock used to do, per e-mail alone.
//
// The brake on guessing spread over many addresses: once an account has 20 failures within a
// day, from all addresses together, every further failure locks its own pair at once (as if
// it were the pair's 5th), and the windows double from there. An address that has not failed
// is never locked. A success clears its own pair; proving the mailbox (a reset link) or
// changing the password clears the whole account. A day without failures forgets a pair.
//
// Every service instance reads and writes the same table, so they share the locks.

import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import type { SignInMetrics } from "../metrics/index.ts";
import { normaliseEmail } from "../users/index.ts";
import { clientAddressGroup } from "./client-address.ts";
import {
  countAccountFailures,
  countFailure,
  deleteAccountFailures,
  deleteForgottenFailures,
  deletePairFailures,
  type FailurePair,
  findLockedUntil,
  lockPair,
} from "./store.ts";

export const LOCK_AFTER_FAILURES = 5;
export const FIRST_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 60 * 60_000;
/** Failures further apart than this are not consecutive any more. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;
/** An account's failures within FAILURE_MEMORY_MS, all addresses, from which each one locks. */
export const ACCOUNT_BRAKE_AFTER_FAILURES = 20;

/**
 * The lock that follows a pair's consecutive failures (0: none), given the account's
 * failures from all addresses (this one included).
 */
export function lockWindowMs(
  pairFailures: number,
  accountFailures = 0,
  lockAfter = LOCK_AFTER_FAILURES,
): number {
  const counted =
    accountFailures >= ACCOUNT_BRAKE_AFTER_FAILURES ? pairFailures + lockAfter - 1 : pairFailures;
  if (counted < lockAfter) return 0;
  const doublings = Math.min(counted - lockAfter, 10);
  return Math.min(FIRST_LOCK_MS * 2 ** doublings, MAX_LOCK_MS);
}

export interface LoginThrottle {
  /** Milliseconds the e-mail is still locked for from the client at `ip` (0: not locked). */
  lockedForMs(email: string, ip: string): Promise<number>;
  /** Counts a failure; answers the lock it starts in milliseconds (0: none). */
  recordFailure(email: string, ip: string): Promise<number>;
  /** A successful sign-in: that address's failures go; the other addresses' stay. */
  clearAddress(email: string, ip: string): Promise<void>;
  /** The owner proved the mailbox or changed the password: every lock of the account goes. */
  clearAccount(email: string): Promise<void>;
}

export function createLoginThrottle(deps: {
  db: Db;
  clock: Clock;
  metrics: Pick<SignInMetrics, "locked">;
  /** The consecutive failure of a pair that locks it first (LOCK_AFTER_FAILURES). */
  lockAfter?: number;
}): LoginThrottle {
  const pairOf = (email: string, ip: string): FailurePair => ({
    email: normaliseEmail(email),
    address: clientAddressGroup(ip),
  });

  return {
    async lockedForMs(email, ip) {
      const now = deps.clock();
      const lockedUntil = await findLockedUntil(deps.db, pairOf(email, ip));
      const until = lockedUntil?.getTime() ?? 0;
      return Math.max(0, until - now.getTime());
    },

    async recordFailure(email, ip) {
      const now = deps.clock();
      const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
      const pair = pairOf(email, ip);
      const lockMs = await deps.db.transaction(async (tx) => {
        // Rows nobody has failed on for a day, and that are not locked, are dead weight.
        await deleteForgottenFailures(tx, forgetBefore, now);
        const pairFailures = await countFailure(tx, pair, now, forgetBefore);
        // Concurrent failures on other addresses may be missed here; the brake then starts
        // one failure later, which is harmless.
        const accountFailures = await countAccountFailures(tx, pair.email, forgetBefore);
        const window = lockWindowMs(pairFailures ?? 1, accountFailures ?? 0, deps.lockAfter);
        if (window > 0) await lockPair(tx, pair, new Date(now.getTime() + window));
        return window;
      });
      if (lockMs > 0) deps.metrics.locked();
      return lockMs;
    },

    async clearAddress(email, ip) {
      await deletePairFailures(deps.db, pairOf(email, ip));
    },

    async clearAccount(email) {
      await deleteAccountFailures(deps.db, normaliseEmail(email));
    },
  };
}
