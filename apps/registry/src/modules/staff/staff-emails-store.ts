// SQL of what others show of staff accounts: their e-mails (who holds a claim in the
// registrar's queue). Only the address: an account's secrets stay in this module.
import { inArray } from "drizzle-orm";
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
