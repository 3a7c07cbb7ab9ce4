// SQL of payments, and of the forms a payment reads and completes. A payment is decided only
// while it is pending and still the one its intent binds (PaymentBinding): each decision is one
// conditional update, so two decisions racing leave one.
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { anyRow, firstRow } from "../../db/rows.ts";
import { forms, payments } from "../../db/schema.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type FormRow = typeof forms.$inferSelect;

/** What a decision must still match: the payment's row and the intent's form, owner, amount. */
export interface PaymentBinding {
  paymentId: number;
  formId: number;
  ownerId: number;
  amountCents: number;
}

const pendingAsBound = (binding: PaymentBinding) =>
  and(
    eq(payments.id, binding.paymentId),
    eq(payments.status, "pending"),
    eq(payments.formId, binding.formId),
    eq(payments.ownerId, binding.ownerId),
    eq(payments.amountCents, binding.amountCents),
  );

/** The form of that token and type, whoever owns it. */
export async function findFormOfType(
  ex: Executor,
  token: string,
  formTypeCode: string,
): Promise<FormRow | undefined> {
  return firstRow(
    ex
      .select()
      .from(forms)
      .where(and(eq(forms.token, token), eq(forms.formTypeCode, formTypeCode))),
  );
}

export async function findFormById(ex: Executor, id: number): Promise<FormRow | undefined> {
  return firstRow(ex.select().from(forms).where(eq(forms.id, id)));
}

export async function findPaymentByReference(
  ex: Executor,
  reference: string,
): Promise<PaymentRow | undefined> {
  return firstRow(ex.select().from(payments).where(eq(payments.reference, reference)));
}

/** Inserts a pending payment unless its reference is taken; answers false if it was. */
export async function insertPayment(ex: Executor, payment: NewPayment): Promise<boolean> {
  return anyRow(
    ex
      .insert(payments)
      .values(payment)
      .onConflictDoNothing({ target: payments.reference })
      .returning({ id: payments.id }),
  );
}

/** A fresh decision token for a payment still pending (the earlier token stops working). */
export async function replaceDecisionToken(
  ex: Executor,
  paymentId: number,
  tokenHash: string,
): Promise<void> {
  await ex
    .update(payments)
    .set({ tokenHash })
    .where(and(eq(payments.id, paymentId), eq(payments.status, "pending")));
}

/**
 * Decides a payment still pending and still bound as given; answers false when it was not
 * (decided meanwhile, or not the intent's), and then nothing changed.
 */
export async function decidePayment(
  ex: Executor,
  binding: PaymentBinding,
  status: "approved" | "declined",
  decidedAt: Date,
): Promise<boolean> {
  return anyRow(
    ex
      .update(payments)
      .set({ status, decidedAt, tokenHash: null })
      .where(pendingAsBound(binding))
      .returning({ id: payments.id }),
  );
}

/** Whether the form has an approved payment (a paid form returned for changes needs no other). */
export async function hasApprovedPayment(ex: Executor, formId: number): Promise<boolean> {
  return anyRow(
    ex
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.formId, formId), eq(payments.status, "approved")))
      .limit(1),
  );
}

/** A form's payments as the registrar reads them, oldest first. */
export async function listPaymentsOfForm(ex: Executor, formId: number) {
  const { reference, amountCents, status, decidedAt } = payments;
  return ex
    .select({ reference, amountCents, status, decidedAt })
    .from(payments)
    .where(eq(payments.formId, formId))
    .orderBy(asc(payments.id));
}
