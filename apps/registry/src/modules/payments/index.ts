// What other modules may use of the payments module: whether a form is paid, and a form's
// payments (the registrar reads them). The signed intent an invoice page carries is shared
// with the forms module, which serves it, and so lives in core/payment-intents.ts.

export type { PaymentProvider } from "./provider.ts";
export { hasApprovedPayment, listPaymentsOfForm } from "./store.ts";
