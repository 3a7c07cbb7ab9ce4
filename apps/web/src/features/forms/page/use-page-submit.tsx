import type { Page } from "@portal/contract";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useDispatch } from "react-redux";
import { useErrorHandler, useNotices } from "../../messages/index.ts";
import type { SavingContext, SummaryContent } from "./page-saving.ts";

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

type Options = Omit<SavingContext, "dispatch" | "handleError" | "clearNotices" | "showSummary"> & {
  /** False on an end page, which has no button. */
  canSubmit: boolean;
  /** A save is under way, or the browser is being sent to the payment. */
  busy: boolean;
};

/**
 * The page's save (page-saving.ts, SPEC §4): errors of either side show on their fields and in
 * the error summary at the top, which takes focus. A page served in state "error" shows its
 * messages so from the start. The save's code comes with the first one.
 */
export function usePageSubmit({ canSubmit, busy, ...options }: Options) {
  const dispatch = useDispatch();
  const handleError = useErrorHandler();
  const notices = useNotices();
  // `save` counts the summaries shown, so each one mounts anew and takes focus again.
  const [summary, setSummary] = useState<(SummaryContent & { save: number }) | null>(null);
  // The save's code may still be on its way: a second press must not start a second save.
  const submitting = useRef(false);
  const context: SavingContext = {
    ...options,
    dispatch,
    handleError,
    clearNotices: notices.clear,
    showSummary: (content) =>
      setSummary((last) => content && { ...content, save: (last?.save ?? 0) + 1 }),
  };

  const servedErrorsShown = useRef(false);
  useEffect(() => {
    if (servedErrorsShown.current || options.page.state !== "error" || !savingCode) return;
    servedErrorsShown.current = true;
    savingCode.showServedErrors(context);
  });

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
      await saving.sendPage(context);
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
