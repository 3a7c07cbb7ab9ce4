// Payments (SPEC §4 "after a successful save", §7 "Browser redirect /odoo_payment/api/v1/
// payment"). The browser arrives by navigation, so no session header: the form is named by
// its return URL (/form/{type}/{token}/…, the token being the form's ≥128-bit capability, as
// everywhere in the portal), and it must be a signed-up user's form still in progress. The
// amount charged is the service's, computed from the form's definition; a URL whose amount
// differs is refused. A payment is recorded pending with a single-use decision token, and
// decided at most once: the decision is a conditional update of a pending row, and approving
// completes the form only if it is still in progress, in the same transaction as the receipt.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { sameOriginUrl } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { files, forms, payments } from "../../db/schema.ts";
import type { FormCatalogue } from "../forms/definitions/catalogue.ts";
import type { Clock } from "../sessions/service.ts";
import { formatAmount, type PaymentProvider, type ProviderAnswer } from "./provider.ts";
import { receiptPdf } from "./receipt.ts";

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
} as const;

export interface StartQuery {
  amount?: string | undefined;
  transactionId?: string | undefined;
  returnUrl?: string | undefined;
  returnErrorUrl?: string | undefined;
  description?: string | undefined;
}

export type PaymentAnswer =
  | { kind: "refused"; status: 400 | 404 | 409; message: string }
  | { kind: "settled"; message: string; returnUrl: string }
  | { kind: "provider"; answer: ProviderAnswer }
  | { kind: "redirect"; url: string };

export interface PaymentService {
  start(query: StartQuery, origins: readonly string[]): Promise<PaymentAnswer>;
  decide(body: { reference?: string; token?: string; decision?: string }): Promise<PaymentAnswer>;
}

class AlreadyPaid extends Error {}

const REFERENCE = /^[A-Za-z0-9._-]{1,64}$/;
const FORM_PATH = /\/form\/([^/]+)\/([^/]+)(?:\/([^/]+))?\/?$/;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * A same-origin return address (a path, or an absolute URL of one of `origins`), by the
 * contract's one rule (`sameOriginUrl`). Checking the text here let "/\t/evil.example/form/…"
 * through: a browser drops the tab from the Location header and reads "//evil.example".
 * The address kept is the resolved one, so no dot segment or escape is left to read again.
 */
export function sameOriginTarget(
  url: string | undefined,
  origins: readonly string[],
): { url: string; formType: string; formId: string } | undefined {
  const parsed = origins
    .map((origin) => sameOriginUrl(url, origin))
    .find((u): u is URL => u !== undefined);
  if (!parsed || url === undefined) return undefined;
  const resolved = url.startsWith("/")
    ? `${parsed.pathname}${parsed.search}${parsed.hash}`
    : parsed.href;
  const match = FORM_PATH.exec(parsed.pathname);
  if (!match) return undefined;
  try {
    return {
      url: resolved,
      formType: decodeURIComponent(match[1]!),
      formId: decodeURIComponent(match[2]!),
    };
  } catch {
    return undefined;
  }
}

export function createPaymentService(deps: {
  db: Db;
  catalogue: FormCatalogue;
  provider: PaymentProvider;
  clock: Clock;
  /** Told after an approved payment completed a form (the forms module's cache forgets it). */
  onFormCompleted?: (formToken: string) => void;
}): PaymentService {
  const { db } = deps;
  const refused = (status: 400 | 404 | 409, message: string): PaymentAnswer => ({
    kind: "refused",
    status,
    message,
  });

  async function approvedPaymentOf(formId: number) {
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.formId, formId), eq(payments.status, "approved")));
    return row;
  }

  return {
    async start(query, origins) {
      const reference = query.transactionId ?? "";
      if (!REFERENCE.test(reference)) return refused(400, paymentMessages.badReference);
      const success = sameOriginTarget(query.returnUrl, origins);
      const failure = sameOriginTarget(query.returnErrorUrl, origins);
      if (
        !success ||
        !failure ||
        success.formId !== failure.formId ||
        success.formType !== failure.formType
      ) {
        return refused(400, paymentMessages.badReturn);
      }
      const [form] = await db
        .select()
        .from(forms)
        .where(and(eq(forms.token, success.formId), eq(forms.formTypeCode, success.formType)));
      if (!form || form.ownerId === null) return refused(404, paymentMessages.formNotFound);
      if (form.state === "completed" || (await approvedPaymentOf(form.id))) {
        return { kind: "settled", message: paymentMessages.alreadyPaid, returnUrl: success.url };
      }
      const definition = deps.catalogue.get(form.formTypeCode);
      const payment = definition?.pages.find((p) => p.definition.payment)?.definition.payment;
      if (!payment) return refused(400, paymentMessages.nothingToPay);
      const amountCents = Math.round(payment.amount * 100);
      const asked = Number(query.amount);
      if (!query.amount || !Number.isFinite(asked) || Math.round(asked * 100) !== amountCents) {
        return refused(400, paymentMessages.amountMismatch(amountCents));
      }

      const decisionToken = randomBytes(32).toString("base64url");
      const [existing] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (existing) {
        if (existing.formId !== form.id) return refused(409, paymentMessages.referenceInUse);
        if (existing.status !== "pending") {
          return {
            kind: "settled",
            message: paymentMessages.alreadyDecided,
            returnUrl:
              existing.status === "approved" ? existing.returnUrl : existing.returnErrorUrl,
          };
        }
        // The same pending payment opened again (reload, second tab): a fresh token, which
        // retires the earlier page's.
        await db
          .update(payments)
          .set({ tokenHash: sha256(decisionToken) })
          .where(and(eq(payments.id, existing.id), eq(payments.status, "pending")));
      } else {
        const inserted = await db
          .insert(payments)
          .values({
            formId: form.id,
            ownerId: form.ownerId,
            amountCents,
            reference,
            provider: deps.provider.name,
            returnUrl: success.url,
            returnErrorUrl: failure.url,
            tokenHash: sha256(decisionToken),
            createdAt: deps.clock(),
          })
          .onConflictDoNothing({ target: payments.reference })
          .returning({ id: payments.id });
        if (inserted.length === 0) return refused(409, paymentMessages.referenceInUse);
      }
      return {
        kind: "provider",
        answer: deps.provider.checkout({
          reference,
          amountCents,
          formName: form.name,
          description: payment.details?.description,
          decisionToken,
        }),
      };
    },

    async decide(body) {
      const reference = body.reference ?? "";
      if (!REFERENCE.test(reference)) return refused(400, paymentMessages.badReference);
      if (body.decision !== "approve" && body.decision !== "decline") {
        return refused(400, "Choose Approve or Decline.");
      }
      const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (!payment) return refused(404, paymentMessages.paymentNotFound);
      const settled = (): PaymentAnswer => ({
        kind: "settled",
        message: paymentMessages.alreadyDecided,
        returnUrl: payment.status === "approved" ? payment.returnUrl : payment.returnErrorUrl,
      });
      if (payment.status !== "pending" || !payment.tokenHash) return settled();
      const given = Buffer.from(sha256(body.token ?? ""), "hex");
      if (!timingSafeEqual(given, Buffer.from(payment.tokenHash, "hex"))) {
        return refused(400, paymentMessages.staleToken);
      }
      const now = deps.clock();

      if (body.decision === "decline") {
        const done = await db
          .update(payments)
          .set({ status: "declined", decidedAt: now, tokenHash: null })
          .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
          .returning({ id: payments.id });
        if (done.length === 0) return settled();
        return { kind: "redirect", url: payment.returnErrorUrl };
      }

      const [form] = await db.select().from(forms).where(eq(forms.id, payment.formId));
      if (!form) return refused(404, paymentMessages.formNotFound);
      // Rendered before the transaction: on PGlite a transaction holds the only connection.
      const receipt = await receiptPdf({
        formName: form.name,
        formCode: form.formTypeCode,
        reference,
        amountCents: payment.amountCents,
        paidAt: now,
      });
      const outcome = await db
        .transaction(async (tx) => {
          const decided = await tx
            .update(payments)
            .set({ status: "approved", decidedAt: now, tokenHash: null })
            .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")))
            .returning({ id: payments.id });
          if (decided.length === 0) return "decided" as const;
          const completed = await tx
            .update(forms)
            .set({ state: "completed", writeDate: now })
            .where(and(eq(forms.id, form.id), eq(forms.state, "in_progress")))
            .returning({ id: forms.id });
          // Paid meanwhile through another transaction (a second tab): undo this one.
          if (completed.length === 0) throw new AlreadyPaid();
          await tx.insert(files).values({
            formId: form.id,
            ownerId: payment.ownerId,
            name: `Receipt - ${reference}.pdf`,
            type: "invoice",
            mimeType: "application/pdf",
            size: receipt.length,
            bytes: receipt,
          });
          return "approved" as const;
        })
        .catch((error: unknown) => {
          if (error instanceof AlreadyPaid) return "paid" as const;
          throw error;
        });
      if (outcome === "approved") deps.onFormCompleted?.(form.token);
      if (outcome === "decided") return settled();
      if (outcome === "paid") {
        return {
          kind: "settled",
          message: paymentMessages.alreadyPaid,
          returnUrl: payment.returnUrl,
        };
      }
      return { kind: "redirect", url: payment.returnUrl };
    },
  };
}
