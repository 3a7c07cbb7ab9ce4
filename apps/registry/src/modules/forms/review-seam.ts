// What the registrar's review (modules/review) means to the forms module, as a seam the
// services are given: forms know nothing of submissions, claims or decisions.
import type { FieldErrors } from "@portal/forms";
import type { Tx } from "../../db/client.ts";
import type { PinnedForm } from "./definitions/load/form-catalogue.ts";

/** The form just submitted (completed), inside the completing transaction. */
export interface SubmittedForm {
  id: number;
  formTypeCode: string;
  ownerId: number;
}

export interface FormReview {
  /** Records the submission in the completing transaction (reviewed form types only). */
  submitted(tx: Tx, form: SubmittedForm, at: Date): Promise<void>;
  /**
   * A returned form's page as the registrar left it: the messages on its fields (keyed as a
   * refused save's errors) and the return's note; undefined when the page has none.
   */
  returnedPage(
    form: { id: number } & PinnedForm,
    pageCode: string,
  ): Promise<{ note: string; errors: FieldErrors } | undefined>;
  /** The applicant saved the page: its messages are answered. */
  pageSaved(form: { id: number; formTypeCode: string }, pageCode: string): Promise<void>;
}
