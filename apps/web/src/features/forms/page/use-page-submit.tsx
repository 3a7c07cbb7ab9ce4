import { errorMessages, type FlatPageValues, type FormResponse, type Page } from "@portal/contract";
import { type FieldErrors, type PageValues, validatePage } from "@portal/forms";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { useDispatch } from "react-redux";
import type { FieldProblem } from "../../../components/error-summary.tsx";
import { useErrorHandler, useNotices } from "../../messages/index.ts";
import type { FilesSentListener } from "../file-spans.ts";
import { formSaveEnded, formSaveStarted } from "../form-slice.ts";
import { errorKeyToPath } from "./field-paths.ts";
import type { UploadProgress } from "./upload-progress.ts";
import { CLIENT_ERROR, SERVER_ERROR } from "./use-field-state.ts";

type Saving = typeof import("./page-saving.ts");
let savingCode: Saving | undefined;

/** The code only a save needs (page-saving.ts), loaded once for every page form. */
export async function loadPageSaving(): Promise<Saving> {
  savingCode ??= await import("./page-saving.ts");
  return savingCode;
}

/**
 * A page served in state "error" shows its messages as it appears, so the save's code comes
 * before it renders (page-form.tsx waits for it, as for its rarer field components).
 */
export const pageSavingReady = (page: Page) => page.state !== "error" || savingCode !== undefined;

/** What the error summary shows; `save` counts failed saves, so each one mounts it anew. */
interface SummaryState {
  /** 'Submission Failed' (SPEC §4) or the page's own lead, then messages naming no field. */
  message: string[];
  fields: FieldProblem[];
  save: number;
}

interface Options {
  page: Page;
  methods: UseFormReturn<PageValues>;
  /** False on an end page, which has no button. */
  canSubmit: boolean;
  /** A save is under way, or the browser is being sent to the payment. */
  busy: boolean;
  save(values: FlatPageValues, onFilesSent: FilesSentListener): Promise<FormResponse>;
  beforeSave: ((values: PageValues) => Promise<void>) | undefined;
  onSaved(response: FormResponse): "leaving" | undefined;
  /** The page was saved: its remembered edits go, and the browser may be leaving. */
  saved(leaving: boolean): void;
  uploads: UploadProgress;
}

/**
 * The page's save (SPEC §4): checked by the engine before sending, then POSTed; a refused save
 * maps the service's field errors (and the "No" rule) back onto the fields. Errors of either
 * side show on their fields and in the error summary at the top, which takes focus. A page
 * served in state "error" shows its messages so from the start. The code only a save needs
 * (page-saving.ts) comes with the first one.
 */
export function usePageSubmit(options: Options) {
  const { page, methods, canSubmit, busy, save, beforeSave, onSaved, saved, uploads } = options;
  const dispatch = useDispatch();
  const handleError = useErrorHandler();
  const notices = useNotices();
  const [summary, setSummary] = useState<SummaryState | null>(null);
  // The save's code may still be on its way: a second press must not start a second save.
  const submitting = useRef(false);

  // Marks the fields, then shows the summary (which focuses itself once mounted).
  const showErrors = (
    saving: Saving,
    errors: FieldErrors,
    values: PageValues,
    type: string,
    messages: string[] = [],
    lead?: string,
  ) => {
    for (const [key, message] of Object.entries(errors)) {
      const path = errorKeyToPath(key, page, values);
      if (path) methods.setError(path, { type, message });
    }
    const fields = saving.summaryEntries(errors, page, values);
    const message = [lead ?? errorMessages.submissionFailed, ...messages];
    setSummary((last) => ({ fields, message, save: (last?.save ?? 0) + 1 }));
  };

  // A page served in state "error" – a form a registrar returned for changes (decision 028) –
  // shows its messages on their fields and in the summary from the start, as a refused save's.
  const servedErrorsShown = useRef(false);
  useEffect(() => {
    if (servedErrorsShown.current || page.state !== "error") return;
    servedErrorsShown.current = true;
    const saving = savingCode;
    if (!saving) return;
    const values = methods.getValues();
    const errors = saving.saveResponseErrors({ page }, values);
    if (Object.keys(errors).length === 0) return;
    showErrors(saving, errors, values, SERVER_ERROR, [], errorMessages.changesRequested);
  });

  const send = async (saving: Saving) => {
    const values = methods.getValues();
    methods.clearErrors();
    setSummary(null);
    const invalid = validatePage(page, values);
    if (Object.keys(invalid).length > 0) {
      showErrors(saving, invalid, values, CLIENT_ERROR);
      return;
    }
    dispatch(formSaveStarted());
    let response: FormResponse;
    try {
      await beforeSave?.(values);
      response = await save(saving.flattenGroupValues(page, values), uploads.update);
    } catch (error) {
      dispatch(formSaveEnded(undefined));
      handleError(error);
      showErrors(saving, {}, values, SERVER_ERROR);
      return;
    } finally {
      uploads.clear();
    }
    dispatch(formSaveEnded(response.form));
    if (saving.isSaveSuccess(response)) {
      saved(onSaved(response) === "leaving");
      return;
    }
    notices.clear();
    const errors = saving.saveResponseErrors(response, values);
    const fieldMessages = new Set(Object.values(errors));
    // The refusal's own message, unless it only repeats a field's.
    const message = response.message || errorMessages.fallback;
    showErrors(saving, errors, values, SERVER_ERROR, fieldMessages.has(message) ? [] : [message]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || submitting.current || !canSubmit) return;
    submitting.current = true;
    try {
      let saving = savingCode;
      if (!saving) {
        try {
          saving = await loadPageSaving();
        } catch (error) {
          handleError(error);
          return;
        }
      }
      await send(saving);
    } finally {
      submitting.current = false;
    }
  };

  // A summary is only ever set once the save's code is here.
  const saving = savingCode;
  const summaryView = summary && saving && (
    <saving.ErrorSummary
      key={summary.save}
      message={summary.message}
      fields={summary.fields}
      targetOf={saving.summaryTargetOf}
    />
  );
  return { submit, summaryView };
}
