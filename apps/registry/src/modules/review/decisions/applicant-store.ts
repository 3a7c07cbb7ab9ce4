// SQL of what a decision leaves an applicant: the link of their account to their register
// record (their dashboard notice is modules/notices').
import { eq } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { practitionerAccounts } from "../../../db/schema.ts";

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
