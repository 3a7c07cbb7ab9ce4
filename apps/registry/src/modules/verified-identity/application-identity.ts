// The identity an applicant proved for their registration application, as the rest of the
// service meets it: the registrar reads it beside the submission, and the account the
// application makes is linked to it, so its owner signs in with it from the start.
import type { ProvenIdentity } from "@portal/contract";
import type { Executor } from "../../db/client.ts";
import { findApplicationIdentity, linkApplicationIdentity } from "./identities-store.ts";

export { linkApplicationIdentity };

/** The identity proved for the application (its form), as the registrar sees it. */
export async function findProvenIdentity(
  ex: Executor,
  formId: number,
): Promise<ProvenIdentity | null> {
  const row = await findApplicationIdentity(ex, formId);
  if (!row) return null;
  const { providerName: provider, name, verifiedAt } = row;
  return { provider, name, verifiedAt: verifiedAt.toISOString() };
}
