// What other modules may use of the payments module: the signed intent an invoice page's
// payment carries (the forms module serves it).
export { centsOf, INTENT_PARAMETER, type PaymentIntents } from "./intent.ts";
