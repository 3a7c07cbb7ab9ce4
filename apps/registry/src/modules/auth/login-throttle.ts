// The per-account half of login throttling (ASVS 6.3.1): consecutive failed sign-ins are
// counted per e-mail text in the database, whoever the e-mail belongs to (unknown addresses
// too, so the answers never tell them apart). From the 5th failure on, the account is locked
// for a window that doubles with every further failure: 1, 2, 4 … minutes, at most 1 hour.
// While locked even the right password is refused, and the attempt is not counted (it is not
// checked at all). A success, or a password reset, clears the count; so does a day without
// failures.
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loginFailures } from "../../db/schema.ts";
import type { Clock } from "../sessions/service.ts";
import { normaliseEmail } from "../users/store.ts";

export const LOCK_AFTER_FAILURES = 5;
export const FIRST_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 60 * 60_000;
/** Failures further apart than this are not consecutive any more. */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** The lock that follows the given number of consecutive failures (0: none). */
export function lockWindowMs(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0;
  const doublings = Math.min(failures - LOCK_AFTER_FAILURES, 10);
  return Math.min(FIRST_LOCK_MS * 2 ** doublings, MAX_LOCK_MS);
}

export interface LoginThrottle {
  /** Milliseconds the e-mail is still locked for (0: not locked). */
  lockedForMs(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

export function createLoginThrottle(deps: { db: Db; clock: Clock }): LoginThrottle {
  return {
    async lockedForMs(email) {
      const now = deps.clock();
      const [row] = await deps.db
        .select({ lockedUntil: loginFailures.lockedUntil })
        .from(loginFailures)
        .where(eq(loginFailures.email, normaliseEmail(email)));
      const until = row?.lockedUntil?.getTime() ?? 0;
      return Math.max(0, until - now.getTime());
    },

    async recordFailure(email) {
      const now = deps.clock();
      const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS);
      await deps.db.transaction(async (tx) => {
        // Rows nobody has failed on for a day, and that are not locked, are dead weight.
        await tx
          .delete(loginFailures)
          .where(
            and(
              lt(loginFailures.lastFailureAt, forgetBefore),
              or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, now)),
            ),
          );
        const [row] = await tx
          .insert(loginFailures)
          .values({ email: normaliseEmail(email), failures: 1, lastFailureAt: now })
          .onConflictDoUpdate({
            target: loginFailures.email,
            set: {
              failures: sql`case when ${loginFailures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${loginFailures.failures} + 1 end`,
              lastFailureAt: now,
            },
          })
          .returning({ failures: loginFailures.failures });
        const window = lockWindowMs(row?.failures ?? 1);
        if (window > 0) {
          await tx
            .update(loginFailures)
            .set({ lockedUntil: new Date(now.getTime() + window) })
            .where(eq(loginFailures.email, normaliseEmail(email)));
        }
      });
    },

    async clear(email) {
      await deps.db.delete(loginFailures).where(eq(loginFailures.email, normaliseEmail(email)));
    },
  };
}
