// What a page's save needs and showing the page does not, in a chunk of its own: the save
// itself (check, send, read the answer), the engine's reading of a refused save, and the error
// summary with its links. It loads with the page's first save (or with a page served with
// errors), not with the form route (DESIGN §5: the route's script weighs on every form page, a
// save comes later if at all). use-page-submit.tsx holds what stays with the page.
import { errorMessages, type FlatPageValues, type FormResponse, type Page } from "@portal/contract";
import {
  type FieldErrors,
  flattenGroupValues,
  isSaveSuccess,
  type PageValues,
  saveResponseErrors,
  validatePage,
} from "@portal/forms";
import type { Dispatch } from "@reduxjs/toolkit";
import type { UseFormReturn } from "react-hook-form";
import type { FieldProblem } from "../../../components/error-summary.tsx";
import type { FilesSentListener } from "../file-spans.ts";
import { formSaveEnded, formSaveStarted } from "../form-slice.ts";
import { summaryEntries } from "./error-summary-entries.ts";
import { errorKeyToPath } from "./field-paths.ts";
import type { UploadProgress } from "./upload-progress.ts";
import { CLIENT_ERROR, SERVER_ERROR } from "./use-field-state.ts";

export { ErrorSummary } from "../../../components/error-summary.tsx";
export { summaryTargetOf } from "./error-summary-entries.ts";

/** What the error summary shows: its paragraphs, then a link to each field in error. */
export interface SummaryContent {
  /** 'Submission Failed' (SPEC §4) or the page's own lead, then messages naming no field. */
  message: string[];
  fields: FieldProblem[];
}

/** The page form a save works on, and what it reports to. */
export interface SavingContext {
  page: Page;
  methods: UseFormReturn<PageValues>;
  dispatch: Dispatch;
  handleError(error: unknown): void;
  clearNotices(): void;
  save(values: FlatPageValues, onFilesSent: FilesSentListener): Promise<FormResponse>;
  beforeSave: ((values: PageValues) => Promise<void>) | undefined;
  onSaved(response: FormResponse): "leaving" | undefined;
  /** The page was saved: its remembered edits go, and the browser may be leaving. */
  saved(leaving: boolean): void;
  uploads: UploadProgress;
  /** Shows the error summary (null hides it); it focuses itself once mounted. */
  showSummary(content: SummaryContent | null): void;
}

/** Marks the fields, then shows the summary. */
function showErrors(
  context: SavingContext,
  errors: FieldErrors,
  values: PageValues,
  type: string,
  messages: string[] = [],
  lead?: string,
) {
  const { page, methods } = context;
  for (const [key, message] of Object.entries(errors)) {
    const path = errorKeyToPath(key, page, values);
    if (path) methods.setError(path, { type, message });
  }
  const fields = summaryEntries(errors, page, values);
  context.showSummary({ fields, message: [lead ?? errorMessages.submissionFailed, ...messages] });
}

/**
 * A page served in state "error" – a form a registrar returned for changes (decision 028) –
 * shows its messages on their fields and in the summary, as a refused save's.
 */
export function showServedErrors(context: SavingContext): void {
  const values = context.methods.getValues();
  const errors = saveResponseErrors({ page: context.page }, values);
  if (Object.keys(errors).length === 0) return;
  showErrors(context, errors, values, SERVER_ERROR, [], errorMessages.changesRequested);
}

/**
 * The page's save (SPEC §4): checked by the engine before sending, then POSTed; a refused save
 * maps the service's field errors (and the "No" rule) back onto the fields.
 */
export async function sendPage(context: SavingContext): Promise<void> {
  const { page, methods, dispatch, uploads } = context;
  const values = methods.getValues();
  methods.clearErrors();
  context.showSummary(null);
  const invalid = validatePage(page, values);
  if (Object.keys(invalid).length > 0) {
    showErrors(context, invalid, values, CLIENT_ERROR);
    return;
  }
  dispatch(formSaveStarted());
  let response: FormResponse;
  try {
    await context.beforeSave?.(values);
    response = await context.save(flattenGroupValues(page, values), uploads.update);
  } catch (error) {
    dispatch(formSaveEnded(undefined));
    context.handleError(error);
    showErrors(context, {}, values, SERVER_ERROR);
    return;
  } finally {
    uploads.clear();
  }
  dispatch(formSaveEnded(response.form));
  if (isSaveSuccess(response)) {
    context.saved(context.onSaved(response) === "leaving");
    return;
  }
  context.clearNotices();
  const errors = saveResponseErrors(response, values);
  const fieldMessages = new Set(Object.values(errors));
  // The refusal's own message, unless it only repeats a field's.
  const message = response.message || errorMessages.fallback;
  showErrors(context, errors, values, SERVER_ERROR, fieldMessages.has(message) ? [] : [message]);
}
