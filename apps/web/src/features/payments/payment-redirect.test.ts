import { describe, expect, it } from "vitest";
import { makePayment } from "../../test/form-factories.ts";
import { paymentRedirectUrl, paymentReturnUrl } from "./payment-redirect.ts";

describe("payment redirect", () => {
  const context = {
    formType: "APC",
    formId: "t 1",
    portalUrl: "https://portal.example/app/",
    now: 1_700_000_000_123,
  };
  const payment = makePayment({ amount: 99.5, details: { description: "Fee & levy" } });

  it("replaces the placeholder transaction id with the current timestamp", () => {
    const url = new URL(paymentRedirectUrl(payment, context), "https://portal.example");
    expect(url.pathname).toBe("/odoo_payment/api/v1/payment");
    expect(url.searchParams.get("transactionId")).toBe("1700000000123");
    expect(url.searchParams.get("amount")).toBe("99.5");
    expect(url.searchParams.get("description")).toBe("Fee & levy");
    expect(url.searchParams.get("returnUrl")).toBe(
      "https://portal.example/app/form/APC/t%201/complete",
    );
    expect(url.searchParams.get("returnErrorUrl")).toBe(
      "https://portal.example/app/form/APC/t%201/invoice",
    );
  });

  it("keeps any other transaction id", () => {
    const url = new URL(
      paymentRedirectUrl({ ...payment, transactionId: "INV-7" }, context),
      "https://portal.example",
    );
    expect(url.searchParams.get("transactionId")).toBe("INV-7");
  });

  it("takes a path or an absolute URL as the return target as it is", () => {
    expect(paymentReturnUrl("/forms/apc", context)).toBe("https://portal.example/app/forms/apc");
    expect(paymentReturnUrl("https://pay.example/back", context)).toBe("https://pay.example/back");
  });
});
