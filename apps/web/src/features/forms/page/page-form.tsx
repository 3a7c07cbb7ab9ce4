import {
  errorMessages,
  type FlatPageValues,
  type FormResponse,
  type FormSummary,
  type Page,
} from "@portal/contract";
import {
  type FieldErrors,
  flattenGroupValues,
  initialValuesFromPage,
  isSaveSuccess,
  type PageValues,
  type QueryValues,
  saveResponseErrors,
  validatePage,
} from "@portal/forms";
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useDispatch, useSelector, useStore } from "react-redux";
import { ErrorSummary, type FieldProblem } from "../../../components/error-summary.tsx";
import { LoadingBanner } from "../../../components/loading-banner.tsx";
import type { Breadcrumb } from "../../../components/safe-html.tsx";
import { useConfig } from "../../config/index.ts";
import { useErrorHandler, useNotices } from "../../messages/index.ts";
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
import { formSaveEnded, formSaveStarted, selectIsSaving } from "../form-slice.ts";
import type { SubmitLabels } from "../submit-labels.ts";
import { summaryEntries, summaryTargetOf } from "./error-summary-entries.ts";
import { errorKeyToPath } from "./field-paths.ts";
import { fieldComponentsReady, preloadFieldComponents } from "./field-registry.ts";
import { PageFormContext, type PageFormContextValue } from "./page-form-context.ts";
import { PageSections } from "./section-view.tsx";
import { createUploadProgress } from "./upload-progress.ts";
import { CLIENT_ERROR, SERVER_ERROR } from "./use-field-state.ts";
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
   * the browser is being sent elsewhere (payment): the button keeps its busy label.
   */
  onSaved(response: FormResponse): "leaving" | undefined;
  breadcrumbs?: Breadcrumb[] | undefined;
  /** Extra content inside the form, before the button (e.g. registration's hidden inputs). */
  children?: ReactNode;
}

/** What the error summary shows; `save` counts failed saves, so each one mounts it anew. */
interface SummaryState {
  /** 'Submission Failed' (SPEC §4) or the page's own lead, then messages naming no field. */
  message: string[];
  fields: FieldProblem[];
  save: number;
}

/**
 * One page of a server-defined form (SPEC §4): its sections and fields over React Hook Form
 * (values kept in the engine's PageValues shape), checked by the engine before sending, then
 * POSTed; a refused save maps the service's field errors (and the "No" rule) back onto the
 * fields. Errors of either side show on their fields and in the error summary at the top,
 * which takes focus. Mount it with a key per page: a new page starts from its own values.
 */
export function PageForm(props: PageFormProps) {
  const { page } = props;
  const handleError = useErrorHandler();
  const [ready, setReady] = useState(() => fieldComponentsReady(page));
  useEffect(() => {
    if (ready) return;
    let live = true;
    preloadFieldComponents(page).then(
      () => live && setReady(true),
      (error: unknown) => live && handleError(error),
    );
    return () => {
      live = false;
    };
  }, [ready, page, handleError]);
  // The fields mount together, once each one's component is here: the page's own effects (the
  // payment page's submit) run after every field has registered.
  return ready ? <PageFormBody {...props} /> : <LoadingBanner />;
}

function PageFormBody(props: PageFormProps) {
  const { page, save, onSaved, beforeSave, labels, rememberEdits = false } = props;
  const { code: formCode, formToken } = props.form;
  // An end page (SPEC §4) cannot be saved: it has no button.
  const canSubmit = page.formEndPage !== true;
  const dispatch = useDispatch();
  const store = useStore<{ editedFields: EditedFieldsState }>();
  const handleError = useErrorHandler();
  const notices = useNotices();
  const { countryList, appLinkPrefix } = useConfig();
  const [leaving, setLeaving] = useState(false);
  const saving = useSelector(selectIsSaving) || leaving;
  const [summary, setSummary] = useState<SummaryState | null>(null);
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

  // Marks the fields, then shows the summary (which focuses itself once mounted).
  const showErrors = (
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
    const fields = summaryEntries(errors, page, values);
    const message = [lead ?? errorMessages.submissionFailed, ...messages];
    setSummary((last) => ({ fields, message, save: (last?.save ?? 0) + 1 }));
  };

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

  // A page served in state "error" – a form a registrar returned for changes (decision 028) –
  // shows its messages on their fields and in the summary from the start, as a refused save's.
  const servedErrorsShown = useRef(false);
  useEffect(() => {
    if (servedErrorsShown.current || page.state !== "error") return;
    servedErrorsShown.current = true;
    const values = methods.getValues();
    const errors = saveResponseErrors({ page }, values);
    if (Object.keys(errors).length === 0) return;
    showErrors(errors, values, SERVER_ERROR, [], errorMessages.changesRequested);
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || !canSubmit) return;
    const values = methods.getValues();
    methods.clearErrors();
    setSummary(null);
    const invalid = validatePage(page, values);
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid, values, CLIENT_ERROR);
      return;
    }
    dispatch(formSaveStarted());
    let response: FormResponse;
    try {
      await beforeSave?.(values);
      response = await save(flattenGroupValues(page, values), uploads.update);
    } catch (error) {
      dispatch(formSaveEnded(undefined));
      handleError(error);
      showErrors({}, values, SERVER_ERROR);
      return;
    } finally {
      uploads.clear();
    }
    dispatch(formSaveEnded(response.form));
    if (isSaveSuccess(response)) {
      edits.saved();
      if (onSaved(response) === "leaving") setLeaving(true);
      return;
    }
    notices.clear();
    const errors = saveResponseErrors(response, values);
    const fieldMessages = new Set(Object.values(errors));
    // The refusal's own message, unless it only repeats a field's.
    const message = response.message || errorMessages.fallback;
    showErrors(errors, values, SERVER_ERROR, fieldMessages.has(message) ? [] : [message]);
  };

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
          {summary && (
            <ErrorSummary
              key={summary.save}
              message={summary.message}
              fields={summary.fields}
              targetOf={summaryTargetOf}
            />
          )}
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
