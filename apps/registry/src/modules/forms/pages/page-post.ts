// A page POST read against its definition: the values as posted (server-owned values kept),
// the plan for its files, and every field's error from the engine's validatePage and the
// server's own rules – the service never trusts the portal. Malformed input throws (a 400).
import { type FieldErrors, mergeFieldErrors, type PageValues, validatePage } from "@portal/forms";
import type { CompiledForm, CompiledPage } from "../definitions/load/catalogue.ts";
import { parsePageValues } from "./page-input.ts";
import { noAnswerErrors, optionErrors, passwordErrors, rangeErrors } from "./page-rules.ts";
import { keepServerValues, secretFieldsOf, withSavedSecrets } from "./page-values-io.ts";
import { planUploads, type UploadPlan } from "./uploads.ts";

export interface PagePost {
  posted: PageValues;
  plan: UploadPlan;
  errors: FieldErrors;
  /** The refusal's message when a rule has one of its own (an unexplained "No"). */
  message: string | undefined;
}

export function readPagePost(
  form: CompiledForm,
  page: CompiledPage,
  raw: unknown,
  previous: PageValues | undefined,
  passwordMinLength: number,
): PagePost {
  const posted = parsePageValues(raw, page);
  keepServerValues(page, posted, previous);
  const { plan, errors: fileErrors } = planUploads(page, posted, previous);
  const checked = withSavedSecrets(form, posted, previous, secretFieldsOf(form, page));
  const noAnswer = noAnswerErrors(page, checked);
  const errors: FieldErrors = {
    // A file list the engine refuses (too many, too large) may also hold a file of the wrong type.
    ...mergeFieldErrors(validatePage(page, checked), fileErrors),
    ...optionErrors(page, checked),
    ...rangeErrors(page, checked),
    ...passwordErrors(form, page, posted, passwordMinLength),
    ...noAnswer.errors,
  };
  return { posted, plan, errors, message: noAnswer.message };
}
