import type { FormResponse } from "@portal/contract";
import { fetchForm } from "./form-api.ts";

/** The address of a form page as its route gives it (/form/{formType}/{formId}/{pageCode?}). */
export interface FormPageAddress {
  formType: string;
  formId: string;
  page?: string | undefined;
}

/** A prefetched answer is taken by its screen at once, or never: older than this, it is not. */
const FRESH_MS = 10_000;

let prefetched:
  | { key: string; sessionId: string | null; at: number; response: Promise<FormResponse> }
  | undefined;

const keyOf = (address: FormPageAddress) =>
  JSON.stringify([address.formType, address.formId, address.page ?? null]);

/**
 * Asks for a form page before its screen exists (boot, while the screen's code and the first
 * render are on their way: the page's request no longer waits for them). The form screen takes
 * it with `takePrefetchedForm`; anything else it asks for, it fetches itself.
 */
export function prefetchForm(address: FormPageAddress, sessionId: string | null): void {
  const response = fetchForm(address, sessionId);
  // A failure is the screen's to show, when it takes the answer; until then it is no error.
  response.catch(() => undefined);
  prefetched = { key: keyOf(address), sessionId, at: Date.now(), response };
}

/** The prefetched answer for this page and session, once; undefined when there is none. */
export function takePrefetchedForm(
  address: FormPageAddress,
  sessionId: string | null,
): Promise<FormResponse> | undefined {
  const taken = prefetched;
  prefetched = undefined;
  const usable =
    taken?.key === keyOf(address) &&
    taken.sessionId === sessionId &&
    Date.now() - taken.at < FRESH_MS;
  return usable ? taken.response : undefined;
}
