// The refusals of the payment calls: their messages, and the page a person is shown, thrown as
// a ClientError (the error handler answers it). The intent and the payment reference are the
// first things either call checks.

import type { PaymentIntents } from "../../core/payment-intents.ts";
import { ClientError, type ClientErrorStatus } from "../../http/client-error.ts";
import { messagePage } from "./html.ts";
import { formatAmount } from "./provider.ts";

export const paymentMessages = {
  badReference: "The payment reference (transactionId) is missing or invalid.",
  badReturn: "The return addresses must be pages of this form in this portal.",
  formNotFound: "Form not found.",
  nothingToPay: "This form has nothing to pay.",
  amountMismatch: (due: number) =>
    `The amount in the payment request does not match the amount due for this form (${formatAmount(due)}). Nothing was charged.`,
  referenceInUse: "This payment reference is already in use.",
  paymentNotFound: "Payment not found.",
  staleToken:
    "This payment page is no longer valid (it was opened again elsewhere). Start the payment again from the portal.",
  alreadyPaid: "This form has already been paid. Nothing more was charged.",
  alreadyDecided: "This payment has already been decided. Nothing was changed.",
  intentMissing:
    "This payment was not started from the portal. Open your form in the portal and pay from its payment page.",
  intentInvalid:
    "This payment link is not valid. Open your form in the portal and pay from its payment page.",
  intentExpired:
    "This payment link has expired. Open your form in the portal and pay from its payment page again.",
  intentMismatch:
    "This payment request does not match the payment the portal prepared. Nothing was charged or changed.",
  intentSpent:
    "This payment link has already been used. Open your form in the portal and pay from its payment page again.",
} as const;

const REFERENCE = /^[A-Za-z0-9._-]{1,64}$/;

const intentRefusals = {
  missing: paymentMessages.intentMissing,
  invalid: paymentMessages.intentInvalid,
  expired: paymentMessages.intentExpired,
} as const;

/** A refused payment call: a page saying why, never stored by a cache. */
export const refused = (
  status: Extract<ClientErrorStatus, 400 | 403 | 404 | 409>,
  message: string,
) =>
  new ClientError(status, message, {
    headers: { "cache-control": "no-store" },
    html: messagePage("Payment refused", message),
  });

export const mismatch = () => refused(403, paymentMessages.intentMismatch);

/**
 * The call's intent, verified, and its payment reference, well-formed: the first thing either
 * call checks, so that without a valid intent nothing about the form is looked up or told.
 */
export function verifiedCall(
  intents: Pick<PaymentIntents, "verify">,
  given: { intent?: string | undefined; reference?: string | undefined },
) {
  const check = intents.verify(given.intent);
  if (!check.ok) throw refused(403, intentRefusals[check.reason]);
  const reference = given.reference ?? "";
  if (!REFERENCE.test(reference)) throw refused(400, paymentMessages.badReference);
  return { intent: check.intent, reference };
}
