import type { FormResponse } from "@portal/contract";
import { useEffect, useEffectEvent, useState } from "react";
import { useDispatch, useSelector } from "react-redux";
import { resolveError } from "../../lib/error-message.ts";
import { HttpError, isAbortError } from "../../lib/http-client.ts";
import { useErrorHandler, useNotices } from "../messages/index.ts";
import {
  type FormAddress,
  formFetchEnded,
  formFetchStarted,
  selectFormState,
} from "./form-slice.ts";
import { scrollToContentTop } from "./scroll-to-content.ts";

/**
 * A page in the answer that the form's own page list does not have enabled (SPEC §4). The
 * engine is imported on demand: this hook is exported to other features' screens, and a
 * static import here would pull the whole engine into the app shell.
 */
export async function unreachablePageProblem(response: FormResponse): Promise<string | null> {
  const { form, page } = response;
  if (!form || !page) return null;
  const { isPageReachable } = await import("@portal/forms");
  if (isPageReachable(form.pageCodes, page.code)) return null;
  const name = form.pageCodes.find((p) => p.code === page.code)?.name ?? page.code;
  return `The page "${name}" is not available.`;
}

/**
 * Whether a failed load means the page exists but is not open to the person yet: the service
 * answers a named page that is not enabled with 400 (an unknown form or page is a 404).
 */
const isPageNotEnabled = (error: unknown, address: FormAddress) =>
  address.formPage !== null && error instanceof HttpError && error.response.status === 400;

/**
 * Loads a form page into the form state (SPEC §4 Form loading): the form is set to null and
 * isFetching while the call runs; a page that is not enabled leaves no form and its message in
 * `unavailable` (the screen says so once, with the way on); another failure goes to the
 * general error handler and leaves no form (the screen shows "not found"); the answer's
 * message is shown as a notice; the view then glides to the top of the content.
 *
 * Returns the form state, whether it belongs to this address yet (before the first load
 * of a new address, the state still holds the previous one), and `unavailable`.
 */
export function useFormLoad(
  address: FormAddress,
  fetcher: (signal: AbortSignal) => Promise<FormResponse>,
  reloads = 0,
) {
  const dispatch = useDispatch();
  const handleError = useErrorHandler();
  const notices = useNotices();
  const state = useSelector(selectFormState);
  const [unavailable, setUnavailable] = useState<string | null>(null);

  const load = useEffectEvent((signal: AbortSignal) => {
    setUnavailable(null);
    dispatch(formFetchStarted(address));
    fetcher(signal).then(
      async (response) => {
        const problem = await unreachablePageProblem(response);
        if (signal.aborted) return;
        if (problem) {
          dispatch(formFetchEnded(null));
          setUnavailable(problem);
          return;
        }
        dispatch(formFetchEnded(response));
        // A registrar's note on a returned form is a warning, any other message a success.
        const type = response.messageType === "warning" ? "warning" : "success";
        if (response.message) notices.notify(response.message, type);
        scrollToContentTop();
      },
      (error: unknown) => {
        if (signal.aborted || isAbortError(error)) return;
        dispatch(formFetchEnded(null));
        if (isPageNotEnabled(error, address)) setUnavailable(resolveError(error).message);
        else handleError(error);
      },
    );
  });

  const { formType, formId, formPage } = address;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads asks for the same page again
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [formType, formId, formPage, reloads]);

  const current =
    state.formType === formType && state.formId === formId && state.formPage === formPage;
  return { state, current, loading: !current || state.isFetching, unavailable };
}
