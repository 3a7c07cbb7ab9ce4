// SQL of the users table. E-mails are stored normalised (see normaliseEmail).
import { eq, inArray } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { users } from "../../db/schema.ts";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** Trimmed and lower-cased: the form an e-mail is stored and looked up in. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** An e-mail column (stored normalised) holding `email`, whatever its case or spaces. */
export const emailIs = (column: AnyPgColumn, email: string) => eq(column, normaliseEmail(email));

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRow | undefined> {
  return firstRow(ex.select().from(users).where(emailIs(users.email, email)));
}

export async function findUserById(ex: Executor, id: number): Promise<UserRow | undefined> {
  return firstRow(ex.select().from(users).where(eq(users.id, id)));
}

/** The users of `ids` as others show them (the registrar's queue): name and e-mail. */
export async function findUsersByIds(ex: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const { id, email, firstName, displayName } = users;
  return ex
    .select({ id, email, firstName, displayName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** Inserts a user unless the e-mail is taken; answers the new id, or undefined if it was. */
export async function insertUser(ex: Executor, user: NewUser): Promise<number | undefined> {
  const row = await firstRow(
    ex
      .insert(users)
      .values({ ...user, email: normaliseEmail(user.email) })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id }),
  );
  return row?.id;
}

/** A new password hash; clears the pending reset that may have asked for it. */
export async function updatePasswordHash(
  ex: Executor,
  id: number,
  passwordHash: string,
): Promise<void> {
  await ex.update(users).set({ passwordHash, passwordResetPending: false }).where(eq(users.id, id));
}

/** Marks that the user signed in through a reset link and must choose a new password. */
export async function markPasswordResetPending(
  ex: Executor,
  id: number,
): Promise<UserRow | undefined> {
  return firstRow(
    ex.update(users).set({ passwordResetPending: true }).where(eq(users.id, id)).returning(),
  );
}
