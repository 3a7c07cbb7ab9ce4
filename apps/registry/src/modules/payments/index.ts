// What other modules may use of the payments module: the signed intent an invoice page's
// payment carries (the forms module serves it), whether a form is paid, and a form's payments
// (the registrar reads them).
export {
  centsOf,
  INTENT_PARAMETER,
  PAYMENT_INTENT_KEY_FILE,
  type PaymentIntents,
} from "./intent.ts";
export { hasApprovedPayment, listPaymentsOfForm } from "./store.ts";
