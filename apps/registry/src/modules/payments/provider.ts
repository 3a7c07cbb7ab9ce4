// The payment provider seam (SPEC §7 "Browser redirect /odoo_payment/api/v1/payment"): the
// service decides what is charged and records the transaction; a provider only shows the
// person where to pay. The sandbox provider ships with the service; a real one (a hosted
// payment page) implements the same interface and answers with a redirect instead.

import { INTENT_PARAMETER } from "../../core/payment-intents.ts";
import { escapeHtml, htmlPage } from "./html.ts";

export interface PendingPayment {
  reference: string;
  amountCents: number;
  formName: string;
  description: string | undefined;
  /** The single-use token the decision form must carry back. */
  decisionToken: string;
  /** The signed intent the payment was started with; the decision must carry it back too. */
  intent: string;
}

export type ProviderAnswer = { kind: "html"; html: string } | { kind: "redirect"; url: string };

export interface PaymentProvider {
  /** Stored with each payment. */
  readonly name: string;
  /** What the browser gets for a new pending payment. */
  checkout(payment: PendingPayment): ProviderAnswer;
}

export const decidePath = "/odoo_payment/api/v1/payment/decide";

export const formatAmount = (cents: number) =>
  `NZD ${(cents / 100).toLocaleString("en-NZ", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * A clearly labelled page with the amount and reference and Approve / Decline: one form,
 * POSTed to this service with the single-use token and the intent. No script, no inline style (the CSP
 * forbids both); plain, accessible markup.
 */
export const sandboxProvider: PaymentProvider = {
  name: "sandbox",
  checkout(payment) {
    const body = `<main>
<h1>Sandbox payment — no real money moves</h1>
<p>This is a test payment page. Approving or declining here charges nobody.</p>
<dl>
<dt>For</dt><dd>${escapeHtml(payment.formName)}</dd>
${payment.description ? `<dt>Description</dt><dd>${escapeHtml(payment.description)}</dd>` : ""}
<dt>Amount</dt><dd id="amount">${escapeHtml(formatAmount(payment.amountCents))}</dd>
<dt>Reference</dt><dd id="reference">${escapeHtml(payment.reference)}</dd>
</dl>
<form method="post" action="${decidePath}">
<input type="hidden" name="reference" value="${escapeHtml(payment.reference)}">
<input type="hidden" name="token" value="${escapeHtml(payment.decisionToken)}">
<input type="hidden" name="${INTENT_PARAMETER}" value="${escapeHtml(payment.intent)}">
<button type="submit" name="decision" value="approve">Approve payment</button>
<button type="submit" name="decision" value="decline">Decline payment</button>
</form>
</main>`;
    return { kind: "html", html: htmlPage("Sandbox payment", body) };
  },
};
