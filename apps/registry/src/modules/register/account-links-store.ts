// SQL of the link of a portal account to its register record (made when the registrar accepts
// its registration): the review, the certificates and the demo seed read and write it here.
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { practitionerAccounts } from "../../db/schema.ts";

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
