import type { Page } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { makeField, makePayment, pageOf } from "../../test/form-factories.ts";
import {
  AUTO_SUBMITTED_STORAGE_KEY,
  hasRegisteredFields,
  rememberAutoSubmit,
  shouldAutoSubmitPayment,
  wasAutoSubmitted,
} from "./payment-auto-submit.ts";

const payment = makePayment();
const reference = makeField("payment_reference", { renderType: "hidden", value: "APC-2026" });
const invoice = (fields = [reference], overrides: Partial<Page> = {}) =>
  pageOf(fields, { code: "invoice", formInvoicePage: true, payment, ...overrides });

describe("payment auto-submit: the rule (SPEC §4)", () => {
  it("submits a payment page with registered fields that passes the portal's checks", () => {
    expect(shouldAutoSubmitPayment(invoice(), { payment_reference: "APC-2026" }, false)).toBe(true);
  });

  it("submits only once", () => {
    expect(shouldAutoSubmitPayment(invoice(), { payment_reference: "APC-2026" }, true)).toBe(false);
  });

  it("leaves a page without a payment alone", () => {
    const page = invoice([reference], { payment: undefined });
    expect(shouldAutoSubmitPayment(page, { payment_reference: "APC-2026" }, false)).toBe(false);
  });

  it("leaves a payment page without registered fields alone (html_display carries no value)", () => {
    const note = makeField("note", { renderType: "html_display", value: "<p>Fees</p>" });
    expect(hasRegisteredFields(invoice([]))).toBe(false);
    expect(hasRegisteredFields(invoice([note]))).toBe(false);
    expect(shouldAutoSubmitPayment(invoice([note]), {}, false)).toBe(false);
  });

  it("never submits a page with client-side validation errors", () => {
    const agreed = makeField("terms_agreed", { renderType: "checkbox", required: true });
    const page = invoice([reference, agreed]);
    expect(
      shouldAutoSubmitPayment(page, { payment_reference: "x", terms_agreed: false }, false),
    ).toBe(false);
    expect(
      shouldAutoSubmitPayment(page, { payment_reference: "x", terms_agreed: true }, false),
    ).toBe(true);
  });
});

describe("payment auto-submit: remembered per form and page for the tab", () => {
  it("remembers a form's page, and only that page of that form", () => {
    expect(wasAutoSubmitted("tok", "invoice")).toBe(false);
    rememberAutoSubmit("tok", "invoice");
    expect(wasAutoSubmitted("tok", "invoice")).toBe(true);
    expect(wasAutoSubmitted("tok", "other")).toBe(false);
    expect(wasAutoSubmitted("tok2", "invoice")).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(AUTO_SUBMITTED_STORAGE_KEY)!)).toEqual([
      "tok:invoice",
    ]);
  });

  it("keeps the latest 50 and survives a stored value of the wrong shape", () => {
    sessionStorage.setItem(AUTO_SUBMITTED_STORAGE_KEY, '{"not":"a list"}');
    expect(wasAutoSubmitted("tok", "invoice")).toBe(false);
    for (let i = 0; i < 60; i += 1) rememberAutoSubmit(`tok${i}`, "invoice");
    expect(wasAutoSubmitted("tok59", "invoice")).toBe(true);
    expect(wasAutoSubmitted("tok9", "invoice")).toBe(false);
    expect(JSON.parse(sessionStorage.getItem(AUTO_SUBMITTED_STORAGE_KEY)!)).toHaveLength(50);
  });
});
