import { BREADCRUMBS_MIN_SHOWN } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { paymentRedirectUrl, paymentReturnUrl } from "../payments/index.ts";
import { breadcrumbTrail, crumbLabel, shouldShowBreadcrumbs } from "./navigation/breadcrumbs.ts";
import { registrationSubmitLabels, submitLabels } from "./submit-labels.ts";

describe("submit labels", () => {
  it("are Save/Saving... by default", () => {
    expect(submitLabels({})).toEqual({ idle: "Save", busy: "Saving..." });
  });
  it("are Submit/Submitting... on a process page", () => {
    expect(submitLabels({ formProcessPage: true })).toEqual({
      idle: "Submit",
      busy: "Submitting...",
    });
  });
  it("are Pay now/Redirecting... on an invoice page", () => {
    expect(submitLabels({ formInvoicePage: true })).toEqual({
      idle: "Pay now",
      busy: "Redirecting...",
    });
  });
  it("follow the page's buttonLabel and buttonSubmittingLabel, each on its own", () => {
    expect(
      submitLabels({ formInvoicePage: true, buttonLabel: "Pay", buttonSubmittingLabel: "Wait" }),
    ).toEqual({ idle: "Pay", busy: "Wait" });
    expect(submitLabels({ formProcessPage: true, buttonLabel: "Send" })).toEqual({
      idle: "Send",
      busy: "Submitting...",
    });
  });
  it("are Submit/Saving... on the registration form", () => {
    expect(registrationSubmitLabels({})).toEqual({ idle: "Submit", busy: "Saving..." });
    expect(registrationSubmitLabels({ buttonLabel: "Submit application" }).idle).toBe(
      "Submit application",
    );
  });
});

describe("payment redirect", () => {
  const context = {
    formType: "APC",
    formId: "t 1",
    portalUrl: "https://portal.example/app/",
    now: 1_700_000_000_123,
  };
  const payment = {
    amount: 99.5,
    transactionId: "1234",
    details: { description: "Fee & levy" },
    nextPage: "complete",
    nextPageError: "invoice",
  };

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

describe("breadcrumbs", () => {
  it("are shown from BREADCRUMBS_MIN_SHOWN (2) crumbs on", () => {
    expect(BREADCRUMBS_MIN_SHOWN).toBe(2);
    const crumb = { label: "A", path: "/form/A/1" };
    expect(shouldShowBreadcrumbs([crumb])).toBe(false);
    expect(shouldShowBreadcrumbs([crumb, crumb])).toBe(true);
  });

  it("show 'APC dental' as 'APC' and other labels unchanged", () => {
    expect(crumbLabel("APC dental")).toBe("APC");
    expect(crumbLabel("Peer form")).toBe("Peer form");
  });

  it("are remembered for the form they end at, and replaced for another form", () => {
    const carried = [
      { label: "APC dental", path: "/form/APC/1/p1" },
      { label: "Peer", path: "/form/PEER/2/r1" },
    ];
    expect(
      breadcrumbTrail({ breadcrumbs: carried }, { label: "Peer", path: "/form/PEER/2/r1" }),
    ).toEqual(carried);
    // Another page of the same form, reached without router state: the remembered trail.
    expect(breadcrumbTrail(null, { label: "Peer", path: "/form/PEER/2/r2" })).toEqual(carried);
    // A different form opened from elsewhere starts a trail of its own.
    expect(breadcrumbTrail(null, { label: "Other", path: "/form/OTHER/3" })).toEqual([
      { label: "Other", path: "/form/OTHER/3" },
    ]);
  });
});
