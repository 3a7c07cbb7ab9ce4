// SQL of what others show of staff accounts: their e-mails (who holds a claim in the
// registrar's queue), and the admins' (told of what nobody holds). Only the address: an
// account's secrets stay in this module.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { staffAccounts } from "../../db/schema.ts";

/** The e-mail of each account of `ids` that exists. */
export async function findStaffEmails(
  ex: Executor,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ex
    .select({ id: staffAccounts.id, email: staffAccounts.email })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.email]));
}

/** The e-mails of the admins who may still sign in: who hears of work nobody holds. */
export async function findAdminEmails(ex: Executor): Promise<string[]> {
  const rows = await ex
    .select({ email: staffAccounts.email })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, "admin"), eq(staffAccounts.disabled, false)))
    .orderBy(asc(staffAccounts.id));
  return rows.map((r) => r.email);
}
