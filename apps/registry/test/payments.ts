// Payments as the portal starts them (issue 18): an APC filled up to its invoice page, the
// invoice page saved, and the browser sent on with the payment the service served – its own
// transaction and the signed intent among the details (SPEC §7).
import { apiPaths, type Payment } from "@portal/contract";
import type { App } from "../src/app.ts";
import { validApcPages } from "./apc-pages.ts";
import { formAnswer, postPage } from "./form-pages.ts";

export const TEST_PAYMENT_INTENT_KEY = "test-payment-intent-key-0123456789abcdef";

/** Saves every page of the APC `token` before its invoice page. */
export async function fillApcToInvoice(app: App, session: string, token: string) {
  for (const [code, values] of Object.entries(validApcPages)) {
    if (code === "invoice") return;
    const saved = formAnswer(
      await postPage(app, apiPaths.form("APC", token, code), values, session),
    );
    if (saved.page?.state !== "done") throw new Error(`page ${code} not saved: ${saved.message}`);
  }
}

/** Saves the invoice page (again) and answers the payment its answer serves. */
export async function servedPayment(app: App, session: string, token: string): Promise<Payment> {
  const saved = formAnswer(
    await postPage(app, apiPaths.form("APC", token, "invoice"), {}, session),
  );
  if (!saved.page?.payment) throw new Error("the invoice page served no payment");
  return saved.page.payment;
}

/** The payment URL's query, as the portal builds it from a served payment. */
export const paymentQuery = (
  token: string,
  payment: Payment,
  over: Record<string, string> = {},
): Record<string, string> => ({
  amount: String(payment.amount),
  transactionId: payment.transactionId,
  returnUrl: `/form/APC/${token}/complete`,
  returnErrorUrl: `/form/APC/${token}/invoice`,
  ...payment.details,
  ...over,
});

/** The sandbox page's hidden field `name`. */
export const hiddenField = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";
