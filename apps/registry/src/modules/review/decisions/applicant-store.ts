// SQL of what a decision leaves an applicant: the link of their account to their register
// record, and a notice for their dashboard (delivered once).
import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { notices, practitionerAccounts } from "../../../db/schema.ts";

/** The register record the account is linked to, if any. */
export async function findLinkedPractitioner(ex: Executor, userId: number) {
  const links = await ex
    .select()
    .from(practitionerAccounts)
    .where(eq(practitionerAccounts.userId, userId));
  return links[0]?.practitionerId;
}

export async function linkPractitioner(ex: Executor, userId: number, practitionerId: number) {
  await ex
    .insert(practitionerAccounts)
    .values({ userId, practitionerId })
    .onConflictDoUpdate({ target: practitionerAccounts.userId, set: { practitionerId } });
}

export async function insertNotice(ex: Executor, userId: number, message: string, at: Date) {
  await ex.insert(notices).values({ userId, message, createdAt: at });
}

/** The user's undelivered notices, oldest first, marked delivered in the same statement. */
export async function takeNotices(ex: Executor, userId: number, at: Date): Promise<string[]> {
  const rows = await ex
    .update(notices)
    .set({ deliveredAt: at })
    .where(and(eq(notices.userId, userId), isNull(notices.deliveredAt)))
    .returning({ id: notices.id, message: notices.message });
  return rows.sort((a, b) => a.id - b.id).map((r) => r.message);
}
