// SQL of failed sign-ins (login-throttle.ts holds the rules): one row per e-mail and client
// address group, with its consecutive failures, the last one's time and the lock they earned.
import { and, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { loginFailuresByAddress as failures } from "../../db/schema.ts";

/** An e-mail, normalised, and a client address group: the pair failures are counted for. */
export interface FailurePair {
  email: string;
  address: string;
}

const samePair = (pair: FailurePair) =>
  and(eq(failures.email, pair.email), eq(failures.address, pair.address));

/** When the pair's lock ends (undefined or null: it has none). */
export async function findLockedUntil(
  ex: Executor,
  pair: FailurePair,
): Promise<Date | null | undefined> {
  const { lockedUntil } = failures;
  return (await firstRow(ex.select({ lockedUntil }).from(failures).where(samePair(pair))))
    ?.lockedUntil;
}

/** Deletes the rows nobody has failed on since `forgetBefore` and that are not locked at `now`. */
export async function deleteForgottenFailures(
  ex: Executor,
  forgetBefore: Date,
  now: Date,
): Promise<void> {
  await ex
    .delete(failures)
    .where(
      and(
        lt(failures.lastFailureAt, forgetBefore),
        or(isNull(failures.lockedUntil), lt(failures.lockedUntil, now)),
      ),
    );
}

/**
 * Counts one failure of the pair at `now`, starting again from 1 when its last failure was
 * before `forgetBefore`; answers the pair's consecutive failures.
 */
export async function countFailure(
  ex: Executor,
  pair: FailurePair,
  now: Date,
  forgetBefore: Date,
): Promise<number | undefined> {
  const counted = ex
    .insert(failures)
    .values({ ...pair, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [failures.email, failures.address],
      set: {
        failures: sql`case when ${failures.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${failures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: failures.failures });
  return (await firstRow(counted))?.failures;
}

/** The failures of an e-mail (normalised) from all addresses whose last one is since `since`. */
export async function countAccountFailures(
  ex: Executor,
  email: string,
  since: Date,
): Promise<number | undefined> {
  const summed = ex
    .select({ failures: sql<number>`coalesce(sum(${failures.failures}), 0)::int` })
    .from(failures)
    .where(and(eq(failures.email, email), gte(failures.lastFailureAt, since)));
  return (await firstRow(summed))?.failures;
}

export async function lockPair(ex: Executor, pair: FailurePair, until: Date): Promise<void> {
  await ex.update(failures).set({ lockedUntil: until }).where(samePair(pair));
}

export async function deletePairFailures(ex: Executor, pair: FailurePair): Promise<void> {
  await ex.delete(failures).where(samePair(pair));
}

/** Every pair of the e-mail (normalised). */
export async function deleteAccountFailures(ex: Executor, email: string): Promise<void> {
  await ex.delete(failures).where(eq(failures.email, email));
}
