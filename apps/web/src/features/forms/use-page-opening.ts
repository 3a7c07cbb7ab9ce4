import { flushSync } from "react-dom";
import { useDispatch } from "react-redux";
import { prefetchForm } from "./form-prefetch.ts";
import { formFetchStarted } from "./form-slice.ts";

/**
 * Opens another page of the form (its tab, or the next page after a save) before the address
 * changes to it: its load starts (SPEC §4 Form loading: the form null, isFetching), its request
 * leaves at once, and the page on screen goes. The order is for the browser, which saves the
 * state of every form control in the document with each history entry: left in place, a page
 * of 1,000 controls cost 20–30 ms in pushState before the next page was even asked for
 * (DESIGN §5 page switch). The screen's own load then takes the answer (form-prefetch.ts).
 */
export function usePageOpening(formType: string, formId: string, sessionId: string | null) {
  const dispatch = useDispatch();
  return (page: string | undefined) => {
    prefetchForm({ formType, formId, page }, sessionId);
    flushSync(() => dispatch(formFetchStarted({ formType, formId, formPage: page ?? null })));
  };
}
