// A submission's applicant as the desk knows them: their account (the users module's) and the
// register record it is linked to (the review's own link).
import type { Executor } from "../../../db/client.ts";
import { findLinkedPractitioner } from "../../register/index.ts";
import { findUserById } from "../../users/index.ts";

export async function findApplicant(ex: Executor, userId: number) {
  const user = await findUserById(ex, userId);
  if (!user) return undefined;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    displayName: user.displayName,
    practitionerId: (await findLinkedPractitioner(ex, userId)) ?? null,
  };
}
