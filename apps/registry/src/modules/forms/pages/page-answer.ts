// The parts of a form answer beside its page (SPEC §3 Form response): the form's summary and,
// on an invoice page served to its owner, the payment it may start.
import type { FormChanges, PageCode, Payment } from "@portal/contract";
import { centsOf, INTENT_PARAMETER, type PaymentIntents } from "../../../core/payment-intents.ts";
import { type CompiledForm, type CompiledPage, paymentOf } from "../definitions/load/catalogue.ts";
import type { FormRow } from "../store.ts";

/**
 * `id` beside `code` and `formToken`. The id names the form in the registry; only the token,
 * never the id, gives access to it.
 */
export const formSummary = (
  row: FormRow,
  form: CompiledForm,
  pageCodes: PageCode[],
  changes?: FormChanges,
) => ({
  id: row.id,
  code: form.code,
  formToken: row.token,
  name: row.name,
  pageCodes,
  ...(changes ? { changes } : {}),
});

/** Signs the intent an invoice page's payment carries; without it, the definition's as is. */
export type PaymentSigner = Pick<PaymentIntents, "issue">;

/**
 * The page's payment as served to the form's owner: a transaction of its own in place of the
 * definition's placeholder, and the signed intent that lets the browser's navigation to the
 * payment endpoint pay exactly this, in `details` (SPEC §7 passes them on).
 */
export function servedPayment(
  signer: PaymentSigner | undefined,
  row: FormRow,
  page: CompiledPage,
): Payment | undefined {
  const payment = paymentOf(page);
  if (!payment || !signer || row.ownerId === null) return undefined;
  const { transactionId, intent } = signer.issue({
    formId: row.id,
    ownerId: row.ownerId,
    amountCents: centsOf(payment.amount),
  });
  return {
    ...payment,
    transactionId,
    details: { ...payment.details, [INTENT_PARAMETER]: intent },
  };
}
