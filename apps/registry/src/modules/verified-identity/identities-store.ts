// SQL of practitioners' verified identities, of those applicants proved for their applications,
// and of the callback's one-time tokens.
import { and, eq, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { anyRow, firstRow } from "../../db/rows.ts";
import { applicationIdentities, identityHandoffs, userIdentities } from "../../db/schema.ts";

export type HandoffRow = typeof identityHandoffs.$inferSelect;

export async function findUserIdOfIdentity(ex: Executor, issuer: string, subject: string) {
  const row = await firstRow(
    ex
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject))),
  );
  return row?.userId;
}

/** The account's identity at the issuer, if linked. */
export async function findIdentityOfUser(ex: Executor, userId: number, issuer: string) {
  return firstRow(
    ex
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.issuer, issuer))),
  );
}

/** Links it; false when the identity or the account is linked already (nothing written). */
export async function insertUserIdentity(
  ex: Executor,
  row: typeof userIdentities.$inferInsert,
): Promise<boolean> {
  return anyRow(ex.insert(userIdentities).values(row).onConflictDoNothing().returning());
}

export async function deleteUserIdentity(ex: Executor, userId: number, issuer: string) {
  return anyRow(
    ex
      .delete(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.issuer, issuer)))
      .returning(),
  );
}

/** Keeps a callback's finding, and forgets those made before `staleBefore`. */
export async function insertHandoff(
  ex: Executor,
  row: typeof identityHandoffs.$inferInsert,
  staleBefore: Date,
): Promise<void> {
  await ex.delete(identityHandoffs).where(lte(identityHandoffs.createdAt, staleBefore));
  await ex.insert(identityHandoffs).values(row);
}

/** Takes the token's finding (once), whatever its age; the service judges the rest. */
export async function takeHandoff(
  ex: Executor,
  tokenHash: string,
): Promise<HandoffRow | undefined> {
  return firstRow(
    ex.delete(identityHandoffs).where(eq(identityHandoffs.tokenHash, tokenHash)).returning(),
  );
}

export type ApplicationIdentityRow = typeof applicationIdentities.$inferSelect;

/** Keeps the identity proved for an application; a later proof replaces an earlier one. */
export async function upsertApplicationIdentity(ex: Executor, row: ApplicationIdentityRow) {
  const { formId: _, ...proof } = row;
  await ex
    .insert(applicationIdentities)
    .values(row)
    .onConflictDoUpdate({ target: applicationIdentities.formId, set: proof });
}

export async function findApplicationIdentity(ex: Executor, formId: number) {
  return firstRow(
    ex.select().from(applicationIdentities).where(eq(applicationIdentities.formId, formId)),
  );
}

/**
 * Links the identity the application proved to the account it made; false when there is none,
 * or when that identity is linked to another account by now (nothing written).
 */
export async function linkApplicationIdentity(
  ex: Executor,
  formId: number,
  userId: number,
  at: Date,
): Promise<boolean> {
  const proved = ex
    .select({
      userId: sql`${userId}::integer`.as("user_id"),
      issuer: applicationIdentities.issuer,
      subject: applicationIdentities.subject,
      linkedAt: sql`${at.toISOString()}::timestamptz`.as("linked_at"),
    })
    .from(applicationIdentities)
    .where(eq(applicationIdentities.formId, formId));
  return anyRow(ex.insert(userIdentities).select(proved).onConflictDoNothing().returning());
}
