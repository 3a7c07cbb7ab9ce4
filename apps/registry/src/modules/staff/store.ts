// SQL of the staff accounts themselves, which the rooms share: found, listed, added, reset,
// given a password, disabled. The second factor's, the sessions' and the links' SQL is in
// their rooms' stores.
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { anyRow, firstRow } from "../../db/rows.ts";
import { type StaffRole, staffAccounts, staffRecoveryCodes } from "../../db/schema.ts";
import { emailIs, normaliseEmail } from "../users/index.ts";

export type StaffRow = typeof staffAccounts.$inferSelect;

export async function findStaffByEmail(ex: Executor, email: string): Promise<StaffRow | undefined> {
  return firstRow(ex.select().from(staffAccounts).where(emailIs(staffAccounts.email, email)));
}

export async function findStaffById(ex: Executor, id: number): Promise<StaffRow | undefined> {
  return firstRow(ex.select().from(staffAccounts).where(eq(staffAccounts.id, id)));
}

export async function listStaff(ex: Executor): Promise<StaffRow[]> {
  return ex.select().from(staffAccounts).orderBy(staffAccounts.email);
}

/** A new account unless the e-mail is taken; answers its id, or undefined if it was. */
export async function insertStaff(
  ex: Executor,
  row: { email: string; role: StaffRole; now: Date },
): Promise<number | undefined> {
  const inserted = await firstRow(
    ex
      .insert(staffAccounts)
      .values({ email: normaliseEmail(row.email), role: row.role, createdAt: row.now })
      .onConflictDoNothing({ target: staffAccounts.email })
      .returning({ id: staffAccounts.id }),
  );
  return inserted?.id;
}

/** Back to a new account's state: no password, no authenticator, no recovery codes. */
export async function resetStaffCredentials(
  ex: Executor,
  id: number,
  role: StaffRole | undefined,
): Promise<void> {
  await ex
    .update(staffAccounts)
    .set({
      passwordHash: null,
      totpSecret: null,
      totpEnrolledAt: null,
      totpLastStep: null,
      ...(role ? { role } : {}),
    })
    .where(eq(staffAccounts.id, id));
  await ex.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, id));
}

export async function setStaffPassword(ex: Executor, id: number, passwordHash: string) {
  await ex.update(staffAccounts).set({ passwordHash }).where(eq(staffAccounts.id, id));
}

export async function setStaffDisabled(
  ex: Executor,
  id: number,
  disabled: boolean,
): Promise<boolean> {
  return anyRow(
    ex
      .update(staffAccounts)
      .set({ disabled })
      .where(eq(staffAccounts.id, id))
      .returning({ id: staffAccounts.id }),
  );
}
