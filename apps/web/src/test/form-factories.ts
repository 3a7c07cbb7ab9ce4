// Small factories for form definitions and answers, for the tests of every feature that shows
// a form page (DESIGN §2: factories, not blobs).
import type {
  Field,
  FieldGroup,
  FormResponse,
  FormSummary,
  Page,
  PageCode,
  Payment,
} from "@portal/contract";

/** The field details of a Yes/No question, as the demo forms define it (No is not id 2). */
export const yesNoDetails = {
  options: [
    { id: 1, name: "Yes" },
    { id: 17, name: "No" },
  ],
};

export function makeField(fieldName: string, overrides: Partial<Field> = {}): Field {
  return { fieldName, label: `Label of ${fieldName}`, renderType: "text", ...overrides };
}

export function makeGroup(groupId: string, fields: Field[], overrides: Partial<FieldGroup> = {}) {
  return { groupId, fields, ...overrides } satisfies FieldGroup;
}

export function makePage(groups: FieldGroup[], overrides: Partial<Page> = {}): Page {
  return { code: "p1", sections: [{ title: "Section one", fieldGroups: groups }], ...overrides };
}

/** A page with the fields in one plain group. */
export function pageOf(fields: Field[], overrides: Partial<Page> = {}): Page {
  return makePage([makeGroup("main", fields)], overrides);
}

export function makePageCodes(...codes: Array<[string, PageCode["pageState"], boolean?]>) {
  return codes.map(([code, pageState, pageDone]) => ({
    code,
    name: `Page ${code}`,
    pageState,
    pageDone: pageDone ?? false,
  }));
}

export function makeSummary(overrides: Partial<FormSummary> = {}): FormSummary {
  return {
    code: "APC",
    formToken: "tok",
    name: "Annual Practising Certificate",
    pageCodes: makePageCodes(["p1", "enabled"], ["p2", "visible"]),
    ...overrides,
  };
}

/** The service's answer to a successful save of this page. */
export function savedAnswer(page: Page, overrides: Partial<FormResponse> = {}): FormResponse {
  return {
    message: "Page saved.",
    form: makeSummary(),
    page: { ...page, state: "done" },
    ...overrides,
  };
}

/** An invoice page's payment, with the placeholder transaction id the portal replaces. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    amount: 1150,
    transactionId: "1234",
    details: {},
    nextPage: "complete",
    nextPageError: "invoice",
    ...overrides,
  };
}
