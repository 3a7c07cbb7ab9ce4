// SQL of the second factor: an account's TOTP secret and last used step, and its recovery
// codes (stored as their HMAC, recovery-codes.ts).
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { anyRow } from "../../../db/rows.ts";
import { staffAccounts, staffRecoveryCodes } from "../../../db/schema.ts";

/** A new secret waiting for its first code; only while none is enrolled. */
export async function setPendingTotpSecret(
  ex: Executor,
  id: number,
  sealed: string,
): Promise<boolean> {
  return anyRow(
    ex
      .update(staffAccounts)
      .set({ totpSecret: sealed, totpLastStep: null })
      .where(and(eq(staffAccounts.id, id), isNull(staffAccounts.totpEnrolledAt)))
      .returning({ id: staffAccounts.id }),
  );
}

/**
 * Takes the code of `step`: records it as the last used, only if no code of this step or a
 * later one was taken before (one statement, so two requests with one code cannot both pass).
 * With `enrolAt`, also confirms a pending enrolment.
 */
export async function takeTotpStep(
  ex: Executor,
  id: number,
  step: number,
  enrolAt?: Date,
): Promise<boolean> {
  return anyRow(
    ex
      .update(staffAccounts)
      .set({ totpLastStep: step, ...(enrolAt ? { totpEnrolledAt: enrolAt } : {}) })
      .where(
        and(
          eq(staffAccounts.id, id),
          or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
          enrolAt ? isNull(staffAccounts.totpEnrolledAt) : sql`true`,
        ),
      )
      .returning({ id: staffAccounts.id }),
  );
}

export async function replaceRecoveryCodes(ex: Executor, staffId: number, hashes: string[]) {
  await ex.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  await ex.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })));
}

/** Uses the code up, in one statement; false when unknown or used. */
export async function takeRecoveryCode(
  ex: Executor,
  staffId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  return anyRow(
    ex
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, codeHash),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ staffId: staffRecoveryCodes.staffId }),
  );
}

export async function countUnusedRecoveryCodes(ex: Executor, staffId: number): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
