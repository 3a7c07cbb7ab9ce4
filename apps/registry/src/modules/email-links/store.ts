// SQL of e-mailed link tokens. A token is consumed by deleting its row, in one statement, so
// two requests with the same link cannot both use it.
import { and, desc, eq, lt } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { emailTokens, forms } from "../../db/schema.ts";

export type EmailTokenRow = typeof emailTokens.$inferSelect;
export type EmailTokenPurpose = EmailTokenRow["purpose"];

export async function insertEmailToken(
  ex: Executor,
  row: typeof emailTokens.$inferInsert,
): Promise<void> {
  await ex.insert(emailTokens).values(row);
}

/** Deletes the row and answers it, whether or not it has expired; undefined if unknown. */
export async function takeEmailToken(
  ex: Executor,
  idHash: string,
): Promise<EmailTokenRow | undefined> {
  return firstRow(ex.delete(emailTokens).where(eq(emailTokens.idHash, idHash)).returning());
}

/** The user's tokens for one purpose: a user has at most a few of each. */
const tokensOf = (userId: number, purpose: EmailTokenPurpose) =>
  and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose));

export async function latestEmailTokenCreatedAt(
  ex: Executor,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<Date | undefined> {
  const { createdAt } = emailTokens;
  const latest = ex
    .select({ createdAt })
    .from(emailTokens)
    .where(tokensOf(userId, purpose))
    .orderBy(desc(createdAt))
    .limit(1);
  return (await firstRow(latest))?.createdAt;
}

export async function deleteEmailTokensOf(
  ex: Executor,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<void> {
  await ex.delete(emailTokens).where(tokensOf(userId, purpose));
}

export async function deleteExpiredEmailTokens(ex: Executor, now: Date): Promise<void> {
  await ex.delete(emailTokens).where(lt(emailTokens.expiresAt, now));
}

/** The form type of the user's own form with this token (a confirmation link's form). */
export async function formTypeOfOwnForm(
  ex: Executor,
  formToken: string,
  ownerId: number,
): Promise<string | undefined> {
  const { formTypeCode, token } = forms;
  const own = and(eq(token, formToken), eq(forms.ownerId, ownerId));
  return (await firstRow(ex.select({ formTypeCode }).from(forms).where(own)))?.formTypeCode;
}
