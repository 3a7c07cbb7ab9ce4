// What the service reads of a concern as the raiser answered it (apps/registry/forms/
// concern.yaml), by the fields' names: who raised it and how to reach them, who it is about,
// and whether they agreed to their identity being shared. Anything else is read as answered.
import { type ConcernSource, concernSources } from "@portal/contract";
import { type SavedValues, savedPageValues } from "../forms/index.ts";

/** Where each answer the service reads lives in the form. */
const at = {
  raiserRole: ["about_you", "raiser_role"],
  raiserName: ["about_you", "raiser_name"],
  raiserEmail: ["about_you", "raiser_email"],
  practitionerKnown: ["practitioner", "practitioner_known"],
  registrationNumber: ["practitioner", "practitioner_registration_number"],
  shareIdentity: ["consent", "share_identity"],
} as const;

/** The "Yes" of the form's Yes/No questions (SPEC §3: 1 Yes, 17 No). */
const YES = "1";

function answer(saved: SavedValues, [page, field]: readonly [string, string]): string {
  const value = savedPageValues(saved, page)?.[field];
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
}

export interface ConcernAnswers {
  source: ConcernSource;
  raiser: { name: string; email: string };
  /** The registration number the raiser chose on the register, when they found them. */
  registrationNumber: string | null;
  sharesIdentity: boolean;
}

export function concernAnswersOf(saved: SavedValues): ConcernAnswers {
  const role = answer(saved, at.raiserRole);
  const found = answer(saved, at.practitionerKnown) === "found";
  const number = answer(saved, at.registrationNumber);
  const source = concernSources.find((s) => s === role);
  // The form's options are the contract's sources (a test holds them together).
  if (!source) throw new Error(`A concern's raiser_role "${role}" is not a known source`);
  return {
    source,
    raiser: { name: answer(saved, at.raiserName), email: answer(saved, at.raiserEmail) },
    registrationNumber: found && number !== "" ? number : null,
    sharesIdentity: answer(saved, at.shareIdentity) === YES,
  };
}
