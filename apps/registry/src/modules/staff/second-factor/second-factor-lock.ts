// Wrong second-factor codes (TOTP or recovery) are counted per staff account, from every
// address together, and apart from wrong passwords: the password step must never clear them,
// or password, four wrong codes, password … guesses the 10⁶ codes without end. Only someone who
// knows the password reaches this step, so a lock per account cannot be used by a stranger to
// keep the owner out (what decision 025 guards the password lock against). The third wrong
// code in a row locks the account's second step for a minute and ends the pending sign-in,
// each further one doubles the lock (at most an hour), and only a code that passes clears it:
// about thirty guesses a day, however many addresses try.

import type { Clock } from "../../../core/clock.ts";
import type { Db } from "../../../db/client.ts";
import { createLoginThrottle } from "../../auth/index.ts";

/** The consecutive wrong code that first locks the second step, and ends the pending sign-in. */
export const SECOND_FACTOR_LOCK_AFTER = 3;

/** Every address counts as one: the lock is the account's, wherever the codes come from. */
const EVERY_ADDRESS = "every-address";

export interface SecondFactorLock {
  /** Milliseconds the account's second step is still locked for (0: not locked). */
  lockedForMs(staffId: number): Promise<number>;
  /** Counts a wrong code; answers the lock it starts in milliseconds (0: none). */
  recordFailure(staffId: number): Promise<number>;
  /** A code passed: the count starts again. */
  clear(staffId: number): Promise<void>;
}

export function createSecondFactorLock(deps: { db: Db; clock: Clock }): SecondFactorLock {
  // The login lock's table and windows, under keys no e-mail address can take.
  const throttle = createLoginThrottle({
    ...deps,
    metrics: { locked: () => {} },
    lockAfter: SECOND_FACTOR_LOCK_AFTER,
  });
  const key = (staffId: number) => `desk-second-factor:${staffId}`;
  return {
    lockedForMs: (staffId) => throttle.lockedForMs(key(staffId), EVERY_ADDRESS),
    recordFailure: (staffId) => throttle.recordFailure(key(staffId), EVERY_ADDRESS),
    clear: (staffId) => throttle.clearAccount(key(staffId)),
  };
}
