import type { FlatPageValues, FormResponse, FormSummary, Page } from "@portal/contract";
import { initialValuesFromPage, type PageValues, type QueryValues } from "@portal/forms";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useSelector, useStore } from "react-redux";
import { LoadingBanner } from "../../../components/loading-banner.tsx";
import type { Breadcrumb } from "../../../components/safe-html.tsx";
import { useConfig } from "../../config/index.ts";
import { useErrorHandler } from "../../messages/index.ts";
import {
  rememberAutoSubmit,
  shouldAutoSubmitPayment,
  wasAutoSubmitted,
} from "../../payments/index.ts";
import {
  applyEditedFields,
  type EditedFieldsState,
  selectEditedFields,
  useRememberedEdits,
} from "../edited-fields/index.ts";
import type { FilesSentListener } from "../file-spans.ts";
import { selectIsSaving } from "../form-slice.ts";
import type { SubmitLabels } from "../submit-labels.ts";
import { PageFormContext, type PageFormContextValue } from "./page-form-context.ts";
import { pagePartsReady, preloadPageParts } from "./page-parts.ts";
import { PageSections } from "./section-view.tsx";
import { createUploadProgress } from "./upload-progress.ts";
import { usePageSubmit } from "./use-page-submit.tsx";
import "./forms.css";

export interface PageFormProps {
  page: Page;
  /** The form the page belongs to: its code and token. */
  form: Pick<FormSummary, "code" | "formToken">;
  sessionId: string | null;
  /** Values over the page's own at the start: the query string (SPEC §2). */
  initialValues?: QueryValues;
  labels: SubmitLabels;
  /**
   * Keep the page's unsaved edits across reloads (SPEC §3 edited-field records, persisted),
   * until the page is saved or the session ends. The signed-in form screen does.
   */
  rememberEdits?: boolean;
  /**
   * POSTs the flattened values; the screen knows where (form or apply). It tells how far each
   * new file's upload has got, by the file's bytes (file-spans.ts).
   */
  save(values: FlatPageValues, onFilesSent: FilesSentListener): Promise<FormResponse>;
  /**
   * Runs before the values are sent: the process page renders the form's PDF here (SPEC §4
   * Process page: render every page, then submit them together).
   */
  beforeSave?: (values: PageValues) => Promise<void>;
  /**
   * The save succeeded (SPEC §4): the screen shows the message and moves on. "leaving" when
   * the browser is being sent elsewhere (payment) or this page is on its way out (the next
   * page of a registration): the button keeps its busy label.
   */
  onSaved(response: FormResponse): "leaving" | undefined;
  breadcrumbs?: Breadcrumb[] | undefined;
  /** Extra content inside the form, before the button (e.g. registration's hidden inputs). */
  children?: ReactNode;
}

/**
 * One page of a server-defined form (SPEC §4): its sections and fields over React Hook Form
 * (values kept in the engine's PageValues shape), checked by the engine before sending, then
 * POSTed; a refused save maps the service's field errors (and the "No" rule) back onto the
 * fields (use-page-submit.tsx). Errors of either side show on their fields and in the error
 * summary at the top, which takes focus. Mount it with a key per page: a new page starts from
 * its own values.
 */
export function PageForm(props: PageFormProps) {
  const { page } = props;
  const handleError = useErrorHandler();
  const [ready, setReady] = useState(() => pagePartsReady(page));
  useEffect(() => {
    if (ready) return;
    let live = true;
    preloadPageParts(page).then(
      () => live && setReady(true),
      (error: unknown) => live && handleError(error),
    );
    return () => {
      live = false;
    };
  }, [ready, page, handleError]);
  // The fields mount together, once what the page needs is here (page-parts.ts): the page's
  // own effects (the payment page's submit, the errors served) run after every field has
  // registered.
  return ready ? <PageFormBody {...props} /> : <LoadingBanner />;
}

function PageFormBody(props: PageFormProps) {
  const { page, save, onSaved, beforeSave, labels, rememberEdits = false } = props;
  const { code: formCode, formToken } = props.form;
  // An end page (SPEC §4) cannot be saved: it has no button.
  const canSubmit = page.formEndPage !== true;
  const store = useStore<{ editedFields: EditedFieldsState }>();
  const handleError = useErrorHandler();
  const { countryList, appLinkPrefix } = useConfig();
  const [leaving, setLeaving] = useState(false);
  const saving = useSelector(selectIsSaving) || leaving;
  const formRef = useRef<HTMLFormElement>(null);
  const [uploads] = useState(createUploadProgress);

  // Read once: later changes of the query do not reset what the user typed. The remembered
  // edits are read from the store once too (not subscribed: recording them re-renders nothing).
  const [baseline] = useState(() => initialValuesFromPage(page, props.initialValues));
  const [defaultValues] = useState(() => {
    if (!rememberEdits) return baseline;
    const ref = { formToken, pageCode: page.code };
    return applyEditedFields(page, baseline, selectEditedFields(ref)(store.getState()));
  });
  const methods = useForm<PageValues>({ defaultValues, shouldUnregister: false });
  const edits = useRememberedEdits({
    enabled: rememberEdits,
    page,
    formToken,
    baseline,
    getValues: methods.getValues,
    form: formRef,
  });
  // Fields subscribe to their own state (useFormState, useWatch, useController). Handing the
  // provider one fixed formState keeps its context value stable, so a re-render here (an
  // error set, saving toggled) does not re-render every field through the context.
  const [providerFormState] = useState(() => methods.formState);

  const handleErrorRef = useRef(handleError);
  handleErrorRef.current = handleError;
  const context = useMemo<PageFormContextValue>(
    () => ({
      formToken,
      formCode,
      pageCode: page.code,
      sessionId: props.sessionId,
      appLinkPrefix,
      breadcrumbs: props.breadcrumbs,
      countryList,
      reportError: (error) => handleErrorRef.current(error),
      uploads,
    }),
    [
      formToken,
      formCode,
      page.code,
      props.sessionId,
      appLinkPrefix,
      props.breadcrumbs,
      countryList,
      uploads,
    ],
  );

  // SPEC §4: a payment page submits itself once its fields have registered. Its effect runs
  // after every field's (children first), through the form's own submit event: the very path
  // of the button, with its busy label and its single guard against a second save.
  const autoSubmitTried = useRef(false);
  useEffect(() => {
    if (autoSubmitTried.current || !canSubmit) return;
    autoSubmitTried.current = true;
    const done = wasAutoSubmitted(formToken, page.code);
    if (!shouldAutoSubmitPayment(page, methods.getValues(), done)) return;
    rememberAutoSubmit(formToken, page.code);
    formRef.current?.requestSubmit();
  }, [canSubmit, page, formToken, methods]);

  const { submit, summaryView } = usePageSubmit({
    page,
    methods,
    canSubmit,
    busy: saving,
    save,
    beforeSave,
    onSaved,
    saved: (leavingNow) => {
      edits.saved();
      if (leavingNow) setLeaving(true);
    },
    uploads,
  });

  return (
    <PageFormContext value={context}>
      <FormProvider {...methods} formState={providerFormState}>
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          className="page-form"
          aria-busy={saving || undefined}
        >
          {summaryView}
          <PageSections sections={page.sections} />
          {props.children}
          {canSubmit && (
            <button type="submit" className="btn btn-primary btn-lg" disabled={saving}>
              {saving && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {saving ? labels.busy : labels.idle}
            </button>
          )}
        </form>
      </FormProvider>
    </PageFormContext>
  );
}
