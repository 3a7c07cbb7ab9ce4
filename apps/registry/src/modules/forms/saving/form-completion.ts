// What a form's completion means beyond the form itself – a registration's new account
// (modules/registration), a concern's case (modules/concerns) – seen from the forms module: a
// seam each of those modules fills for its form type, so forms know nothing of users or cases.
import type { FieldErrors, PageValues } from "@portal/forms";
import type { Tx } from "../../../db/client.ts";
import type { CompiledForm, CompiledPage } from "../definitions/load/catalogue.ts";
import type { SavedValues } from "../pages/page-states.ts";

export interface FormCompletion {
  /**
   * Errors of a page about to be saved that only the completion can see (an account's e-mail
   * already registered); `errors` are the page's own so far.
   */
  pageErrors(
    form: CompiledForm,
    page: CompiledPage,
    posted: PageValues,
    errors: FieldErrors,
  ): Promise<FieldErrors>;
  /**
   * Inside the completing save's transaction: the form's owner from now on and the answer's
   * message, or undefined when this form's completion is no more than the form's. Throws
   * CompletionRefused to refuse the save, so nothing of it is written.
   */
  complete(
    tx: Tx,
    form: CompiledForm,
    saved: SavedValues,
    formId: number,
  ): Promise<{ ownerId: number | null; message: string } | undefined>;
}

/** Each form type's completion, set by the module that owns what completing it means. */
export interface FormCompletions {
  set(formType: string, completion: FormCompletion): void;
  of(formType: string): FormCompletion | undefined;
}

export function createFormCompletions(): FormCompletions {
  const byType = new Map<string, FormCompletion>();
  return {
    set(formType, completion) {
      // Two modules claiming one form type is a wiring mistake, found at start.
      if (byType.has(formType)) throw new Error(`${formType} has a completion already`);
      byType.set(formType, completion);
    },
    of: (formType) => byType.get(formType),
  };
}

/** The completing save is refused with this message (its page answered in state "error"). */
export class CompletionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CompletionRefused";
  }
}
