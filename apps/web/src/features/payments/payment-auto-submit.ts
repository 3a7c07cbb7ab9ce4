import type { Page } from "@portal/contract";
import { carriesValue, type PageValues, validatePage } from "@portal/forms";

/**
 * SPEC §4: "A payment page that becomes populated with registered fields is auto-submitted
 * once." Once per form and page for the tab's lifetime: a declined payment brings the browser
 * back to the same page (a new document), which must then wait for the person's own `Pay now`
 * rather than send them straight back to the provider. Session storage, like the breadcrumb
 * trail, because the return from the provider is a full page load in the same tab.
 */
export const AUTO_SUBMITTED_STORAGE_KEY = "portal:paymentAutoSubmitted";

/** How many form pages are remembered; the oldest go first (a tab rarely sees more). */
const REMEMBERED = 50;

/** The fields the page registers with the form (html_display carries no value). */
export function hasRegisteredFields(page: Page): boolean {
  return page.sections.some((section) =>
    section.fieldGroups.some((group) => group.fields.some(carriesValue)),
  );
}

/**
 * Whether a page, just mounted with these values, submits itself: it has a payment and
 * registered fields, was not auto-submitted before, and passes the portal's own checks (a
 * page with client-side errors waits for the person, who sees them on `Pay now`).
 */
export function shouldAutoSubmitPayment(
  page: Page,
  values: PageValues,
  alreadyAutoSubmitted: boolean,
): boolean {
  if (!page.payment || alreadyAutoSubmitted || !hasRegisteredFields(page)) return false;
  return Object.keys(validatePage(page, values)).length === 0;
}

const keyOf = (formToken: string, pageCode: string) => `${formToken}:${pageCode}`;

function readRemembered(): string[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(AUTO_SUBMITTED_STORAGE_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}

export function wasAutoSubmitted(formToken: string, pageCode: string): boolean {
  return readRemembered().includes(keyOf(formToken, pageCode));
}

/** Records that the page submitted itself, before it does. */
export function rememberAutoSubmit(formToken: string, pageCode: string): void {
  const key = keyOf(formToken, pageCode);
  const kept = readRemembered().filter((k) => k !== key);
  try {
    sessionStorage.setItem(
      AUTO_SUBMITTED_STORAGE_KEY,
      JSON.stringify([...kept, key].slice(-REMEMBERED)),
    );
  } catch {
    // Storage full or blocked: the page form's own guard still holds for this mount.
  }
}
