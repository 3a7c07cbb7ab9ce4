import { apiPaths, type Payment } from "@portal/contract";

/** The placeholder transaction id the back office sends; replaced by the current timestamp. */
export const PLACEHOLDER_TRANSACTION_ID = "1234";

export interface PaymentContext {
  formType: string;
  formId: string;
  /** Absolute URL of the portal's root (origin plus the router's basename). */
  portalUrl: string;
  now: number;
}

/**
 * The page a payment returns to: a page code of this form becomes its form-screen URL; a path
 * or an absolute URL is taken as it is.
 */
export function paymentReturnUrl(target: string, context: PaymentContext): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return target;
  const base = context.portalUrl.replace(/\/+$/, "");
  if (target.startsWith("/")) return `${base}${target}`;
  const path = ["form", context.formType, context.formId, target].map(encodeURIComponent);
  return `${base}/${path.join("/")}`;
}

/**
 * SPEC §4/§7: after an invoice page is saved the browser goes to the payment endpoint with
 * amount, transactionId ('1234' becomes the current timestamp), returnUrl (nextPage),
 * returnErrorUrl (nextPageError) and each detail as its own parameter.
 */
export function paymentRedirectUrl(payment: Payment, context: PaymentContext): string {
  const params = new URLSearchParams({
    amount: String(payment.amount),
    transactionId:
      payment.transactionId === PLACEHOLDER_TRANSACTION_ID
        ? String(context.now)
        : payment.transactionId,
    returnUrl: paymentReturnUrl(payment.nextPage, context),
    returnErrorUrl: paymentReturnUrl(payment.nextPageError, context),
  });
  for (const [name, value] of Object.entries(payment.details ?? {})) {
    if (!params.has(name)) params.set(name, value);
  }
  return `${apiPaths.payment}?${params.toString()}`;
}
