// A concern's answers as the desk uses them, read by field name from the raiser's CONCERN form
// (apps/registry/forms/concern.yaml): who raised it and how to reach them, whom it is about, when
// it happened, and whether the raiser agreed to their identity being shared with the
// practitioner. Everything identifying the raiser is kept apart (`raiser`), so what a letter to
// the practitioner is given can leave it out whole.
import { type ConcernSource, concernSources } from "@portal/contract";
import { answerOf, answerText, type SavedValues } from "../forms/index.ts";

/** share_identity's option that means yes (17 is no). */
const SHARE_YES = "1";

export interface Raiser {
  role: ConcernSource | undefined;
  name: string;
  email: string;
  phone: string;
  organisation: string;
}

export interface ConcernAnswers {
  raiser: Raiser;
  /** The practitioner's name as the raiser gave it ("" when they did not). */
  practitionerNamed: string;
  /** The registration number the raiser chose on the register, when they found them. */
  registrationNumber: string | null;
  /** The day it happened, YYYY-MM-DD, when the answer is one. */
  whenHappened: string | undefined;
  /** The raiser said yes to telling the practitioner who raised the concern. */
  sharesIdentity: boolean;
}

export function concernAnswers(values: SavedValues): ConcernAnswers {
  const text = (fieldName: string) => answerText(answerOf(values, fieldName));
  const role = text("raiser_role");
  const when = text("when_happened");
  return {
    raiser: {
      role: (concernSources as readonly string[]).includes(role)
        ? (role as ConcernSource)
        : undefined,
      name: text("raiser_name"),
      email: text("raiser_email"),
      phone: text("raiser_phone"),
      organisation: text("raiser_organisation"),
    },
    practitionerNamed: text("practitioner_name"),
    registrationNumber:
      text("practitioner_known") === "found" && text("practitioner_registration_number") !== ""
        ? text("practitioner_registration_number")
        : null,
    whenHappened: /^\d{4}-\d{2}-\d{2}$/.test(when) ? when : undefined,
    sharesIdentity: text("share_identity") === SHARE_YES,
  };
}
