// SQL of staff accounts' identities at the organisation's provider, and of the role it gives.
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { anyRow, firstRow } from "../../../db/rows.ts";
import { type StaffRole, staffAccounts, staffIdentities } from "../../../db/schema.ts";
import type { StaffRow } from "../store.ts";

export async function findStaffByIdentity(
  ex: Executor,
  issuer: string,
  subject: string,
): Promise<StaffRow | undefined> {
  const row = await firstRow(
    ex
      .select({ staff: staffAccounts })
      .from(staffIdentities)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffIdentities.staffId))
      .where(and(eq(staffIdentities.issuer, issuer), eq(staffIdentities.subject, subject))),
  );
  return row?.staff;
}

/** Whether the account signs in through a provider (then never with a desk password). */
export async function hasStaffIdentity(ex: Executor, staffId: number): Promise<boolean> {
  return anyRow(
    ex
      .select({ staffId: staffIdentities.staffId })
      .from(staffIdentities)
      .where(eq(staffIdentities.staffId, staffId))
      .limit(1),
  );
}

/** Ties the account to the identity; false when it has another at this issuer already. */
export async function insertStaffIdentity(
  ex: Executor,
  row: { staffId: number; issuer: string; subject: string; now: Date },
): Promise<boolean> {
  return anyRow(
    ex
      .insert(staffIdentities)
      .values({ staffId: row.staffId, issuer: row.issuer, subject: row.subject, linkedAt: row.now })
      .onConflictDoNothing()
      .returning({ staffId: staffIdentities.staffId }),
  );
}

export async function setStaffRole(ex: Executor, staffId: number, role: StaffRole) {
  await ex.update(staffAccounts).set({ role }).where(eq(staffAccounts.id, staffId));
}
