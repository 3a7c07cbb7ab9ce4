import type { Page } from "@portal/contract";

export interface SubmitLabels {
  /** The button's text at rest. */
  idle: string;
  /** Its text while the page is being sent. */
  busy: string;
}

/**
 * SPEC §2 Form screen: Save (Saving...) by default, Submit (Submitting...) on a process page,
 * Pay now (Redirecting...) on an invoice page; the page's buttonLabel and
 * buttonSubmittingLabel override either.
 */
export function submitLabels(
  page: Pick<Page, "formInvoicePage" | "formProcessPage" | "buttonLabel" | "buttonSubmittingLabel">,
): SubmitLabels {
  const base = page.formInvoicePage
    ? { idle: "Pay now", busy: "Redirecting..." }
    : page.formProcessPage
      ? { idle: "Submit", busy: "Submitting..." }
      : { idle: "Save", busy: "Saving..." };
  return {
    idle: page.buttonLabel?.trim() || base.idle,
    busy: page.buttonSubmittingLabel?.trim() || base.busy,
  };
}

/** Registration (SPEC §2 Register): Submit, "Saving..." while submitting, unless overridden. */
export function registrationSubmitLabels(
  page: Pick<Page, "buttonLabel" | "buttonSubmittingLabel">,
): SubmitLabels {
  return {
    idle: page.buttonLabel?.trim() || "Submit",
    busy: page.buttonSubmittingLabel?.trim() || "Saving...",
  };
}
