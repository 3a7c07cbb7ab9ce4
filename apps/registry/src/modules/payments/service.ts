// Payments (SPEC §4 "after a successful save", §7 "Browser redirect /odoo_payment/api/v1/
// payment"). The browser arrives by navigation, so no session header: what lets it pay is the
// signed intent (intent.ts) the service put into the invoice page it served the form's owner.
// Without a valid intent nothing is started or decided (403); the URL's form (named by its
// return URLs, pages of that form on PUBLIC_URL's origin), transaction and amount must be the
// intent's, and the amount is also the service's, computed from the form's definition. A
// payment is recorded pending with a single-use decision token, and decided at most once: the
// decision must carry the same intent, is a conditional update of a pending row that matches
// it, and approving completes the form only if it is still in progress and still the intent's
// owner's, in the same transaction as the receipt.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../core/clock.ts";
import { centsOf, type PaymentIntent, type PaymentIntents } from "../../core/payment-intents.ts";
import type { Db } from "../../db/client.ts";
import type { AuditTrail } from "../audit/index.ts";
import { insertFile } from "../files/index.ts";
import {
  completeFormInProgress,
  type FormCatalogue,
  type FormReview,
  paymentOf,
} from "../forms/index.ts";
import type { PaymentMetrics } from "../metrics/index.ts";
import type { PaymentProvider, ProviderAnswer } from "./provider.ts";
import { receiptPdf } from "./receipt.ts";
import { mismatch, paymentMessages, refused, verifiedCall } from "./refusals.ts";
import { sameOriginTarget } from "./return-address.ts";
import {
  decidePayment,
  findFormById,
  findFormOfType,
  findPaymentByReference,
  hasApprovedPayment,
  insertPayment,
  type PaymentBinding,
  replaceDecisionToken,
} from "./store.ts";

export interface StartQuery {
  amount?: string | undefined;
  transactionId?: string | undefined;
  returnUrl?: string | undefined;
  returnErrorUrl?: string | undefined;
  description?: string | undefined;
  intent?: string | undefined;
}

export interface DecisionBody {
  reference?: string | undefined;
  token?: string | undefined;
  decision?: string | undefined;
  intent?: string | undefined;
}

/** What the browser is shown; a refusal is thrown (`refused`), a page a person reads. */
export type PaymentAnswer =
  | { kind: "settled"; message: string; returnUrl: string }
  | { kind: "provider"; answer: ProviderAnswer }
  | { kind: "redirect"; url: string };

export interface PaymentService {
  start(query: StartQuery): Promise<PaymentAnswer>;
  /** `ip`: the client's address, for the audit trail. */
  decide(body: DecisionBody, ip: string): Promise<PaymentAnswer>;
}

class AlreadyPaid extends Error {}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const alreadyPaid = (returnUrl: string): PaymentAnswer => ({
  kind: "settled",
  message: paymentMessages.alreadyPaid,
  returnUrl,
});

/** Whether a recorded payment is the one `intent` binds. */
const paymentMatches = (
  payment: { formId: number; ownerId: number; amountCents: number; reference: string },
  intent: PaymentIntent,
) =>
  payment.formId === intent.formId &&
  payment.ownerId === intent.ownerId &&
  payment.amountCents === intent.amountCents &&
  payment.reference === intent.transactionId;

export function createPaymentService(deps: {
  db: Db;
  catalogue: FormCatalogue;
  provider: PaymentProvider;
  clock: Clock;
  intents: Pick<PaymentIntents, "verify">;
  /** PUBLIC_URL's origin: the only one return addresses may have. */
  publicOrigin: string;
  /** The regulator's time zone: the receipt is dated on its calendar. */
  timeZone: string;
  /** Told after an approved payment completed a form (the forms module's cache forgets it). */
  onFormCompleted?: (formToken: string) => void;
  /** Records the submission of a form the payment completes (the registrar's queue). */
  review?: Pick<FormReview, "submitted"> | undefined;
  audit: AuditTrail;
  metrics: PaymentMetrics;
}): PaymentService {
  const { db } = deps;

  return {
    async start(query) {
      const { intent, reference } = verifiedCall(deps.intents, {
        intent: query.intent,
        reference: query.transactionId,
      });
      const success = sameOriginTarget(query.returnUrl, deps.publicOrigin);
      const failure = sameOriginTarget(query.returnErrorUrl, deps.publicOrigin);
      if (
        !success ||
        !failure ||
        success.formId !== failure.formId ||
        success.formType !== failure.formType
      ) {
        throw refused(400, paymentMessages.badReturn);
      }
      const asked = Number(query.amount);
      if (
        reference !== intent.transactionId ||
        !query.amount ||
        !Number.isFinite(asked) ||
        Math.round(asked * 100) !== intent.amountCents
      ) {
        throw mismatch();
      }
      const form = await findFormOfType(db, success.formId, success.formType);
      if (!form || form.ownerId === null) throw refused(404, paymentMessages.formNotFound);
      // Another user's form, or another form of this user: the intent is not for it.
      if (form.id !== intent.formId || form.ownerId !== intent.ownerId) throw mismatch();
      if (form.state === "completed" || (await hasApprovedPayment(db, form.id))) {
        return alreadyPaid(success.url);
      }
      const definition = await deps.catalogue.of(form);
      const page = definition?.pages.find((p) => p.definition.payment);
      const payment = page && paymentOf(page);
      if (!payment) throw refused(400, paymentMessages.nothingToPay);
      const amountCents = centsOf(payment.amount);
      // The intent's amount is the one due when the page was served; the fee may have changed.
      if (intent.amountCents !== amountCents) {
        throw refused(400, paymentMessages.amountMismatch(amountCents));
      }

      const decisionToken = randomBytes(32).toString("base64url");
      const existing = await findPaymentByReference(db, reference);
      if (existing) {
        if (!paymentMatches(existing, intent)) throw refused(409, paymentMessages.referenceInUse);
        // Its payment was decided: the intent is spent (a declined one; an approved one
        // completed the form, answered above).
        if (existing.status !== "pending") throw refused(403, paymentMessages.intentSpent);
        // The same pending payment opened again (reload, second tab, back button): a fresh
        // token, which retires the earlier page's.
        await replaceDecisionToken(db, existing.id, sha256(decisionToken));
      } else {
        const inserted = await insertPayment(db, {
          formId: form.id,
          ownerId: form.ownerId,
          amountCents,
          reference,
          provider: deps.provider.name,
          returnUrl: success.url,
          returnErrorUrl: failure.url,
          tokenHash: sha256(decisionToken),
          createdAt: deps.clock(),
        });
        if (!inserted) throw refused(409, paymentMessages.referenceInUse);
      }
      return {
        kind: "provider",
        answer: deps.provider.checkout({
          reference,
          amountCents,
          formName: form.name,
          description: payment.details?.description,
          decisionToken,
          intent: query.intent ?? "",
        }),
      };
    },

    async decide(body, ip) {
      const { intent, reference } = verifiedCall(deps.intents, body);
      if (body.decision !== "approve" && body.decision !== "decline") {
        throw refused(400, "Choose Approve or Decline.");
      }
      if (reference !== intent.transactionId) throw mismatch();
      const payment = await findPaymentByReference(db, reference);
      if (!payment) throw refused(404, paymentMessages.paymentNotFound);
      if (!paymentMatches(payment, intent)) throw mismatch();
      const settled = (): PaymentAnswer => ({
        kind: "settled",
        message: paymentMessages.alreadyDecided,
        returnUrl: payment.status === "approved" ? payment.returnUrl : payment.returnErrorUrl,
      });
      if (payment.status !== "pending" || !payment.tokenHash) return settled();
      const given = Buffer.from(sha256(body.token ?? ""), "hex");
      if (!timingSafeEqual(given, Buffer.from(payment.tokenHash, "hex"))) {
        throw refused(400, paymentMessages.staleToken);
      }
      const now = deps.clock();
      // Decided only while still pending and still the intent's payment.
      const pendingAsIntended: PaymentBinding = {
        paymentId: payment.id,
        formId: intent.formId,
        ownerId: intent.ownerId,
        amountCents: intent.amountCents,
      };
      const paid = { userId: intent.ownerId, ip };
      const which = { reference, formId: intent.formId, amountCents: intent.amountCents };

      if (body.decision === "decline") {
        const done = await decidePayment(db, pendingAsIntended, "declined", now);
        if (!done) return settled();
        deps.metrics.decided("declined");
        await deps.audit.record({
          event: "payment.declined",
          outcome: "success",
          ...paid,
          detail: which,
        });
        return { kind: "redirect", url: payment.returnErrorUrl };
      }

      const form = await findFormById(db, payment.formId);
      if (!form) throw refused(404, paymentMessages.formNotFound);
      if (form.ownerId !== intent.ownerId) throw mismatch();
      // Rendered before the transaction: on PGlite a transaction holds the only connection.
      const receipt = await receiptPdf({
        formName: form.name,
        formCode: form.formTypeCode,
        reference,
        amountCents: payment.amountCents,
        paidAt: now,
        timeZone: deps.timeZone,
      });
      const outcome = await db
        .transaction(async (tx) => {
          const decided = await decidePayment(tx, pendingAsIntended, "approved", now);
          if (!decided) return "decided" as const;
          const completed = await completeFormInProgress(tx, intent.formId, intent.ownerId, now);
          // Paid meanwhile through another transaction (a second tab): undo this one.
          if (!completed) throw new AlreadyPaid();
          await deps.review?.submitted(
            tx,
            { id: form.id, formTypeCode: form.formTypeCode, ownerId: intent.ownerId },
            now,
          );
          await insertFile(tx, {
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
      if (outcome === "approved") {
        deps.metrics.decided("approved");
        deps.onFormCompleted?.(form.token);
        await deps.audit.record({
          event: "payment.approved",
          outcome: "success",
          ...paid,
          detail: which,
        });
        await deps.audit.record({
          event: "form.completed",
          outcome: "success",
          ...paid,
          detail: { formId: form.id, formType: form.formTypeCode, paymentReference: reference },
        });
      }
      if (outcome === "decided") return settled();
      if (outcome === "paid") return alreadyPaid(payment.returnUrl);
      return { kind: "redirect", url: payment.returnUrl };
    },
  };
}
