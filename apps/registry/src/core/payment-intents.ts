// Payment intents: a browser navigation to the payment endpoint carries no session,
// so the right to pay a form is a value the service signs when it serves the invoice page to
// its owner: which form, whose, how much and which transaction, until when. It travels in
// `page.payment.details.intent` (SPEC §7 passes details through as query parameters) and back
// in the sandbox's decision form. Single use comes from the transaction it binds: the
// transaction's reference is unique, so an intent starts one payment, and once that payment is
// decided the intent has nothing left to start.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Clock } from "./clock.ts";

/** How long a served invoice page may wait before its payment is started and decided. */
export const PAYMENT_INTENT_TTL_MS = 60 * 60 * 1000;
/** DATA_DIR file holding the signing key when PAYMENT_INTENT_KEY is not set. */
export const PAYMENT_INTENT_KEY_FILE = "payment-intent.key";
/** The query parameter and hidden field that carry an intent. */
export const INTENT_PARAMETER = "intent";

/** An amount of the definitions (dollars, SPEC §3 Payment) in cents, as payments keep it. */
export const centsOf = (amount: number) => Math.round(amount * 100);

/** What an intent binds. `expiresAt` in milliseconds since the epoch. */
export interface PaymentIntent {
  formId: number;
  ownerId: number;
  amountCents: number;
  transactionId: string;
  expiresAt: number;
}

export type IntentCheck =
  | { ok: true; intent: PaymentIntent }
  | { ok: false; reason: "missing" | "invalid" | "expired" };

export interface PaymentIntents {
  /** A new transaction for this form, and the intent that lets its owner pay it. */
  issue(payment: Pick<PaymentIntent, "formId" | "ownerId" | "amountCents">): {
    transactionId: string;
    intent: string;
  };
  verify(value: string | undefined): IntentCheck;
}

// The version and purpose are signed too, so a key shared with nothing else still cannot be
// tricked into accepting another format.
const VERSION = "pi1";
const MAC_BYTES = 32;
const MAX_INTENT_LENGTH = 1000;
const TRANSACTION = /^[0-9]{1,64}$/;
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;

export function createPaymentIntents(deps: {
  key: string;
  clock: Clock;
  ttlMs?: number;
}): PaymentIntents {
  const ttl = deps.ttlMs ?? PAYMENT_INTENT_TTL_MS;
  const mac = (payload: string) =>
    createHmac("sha256", deps.key).update(`${VERSION}.${payload}`).digest();

  return {
    issue({ formId, ownerId, amountCents }) {
      const now = deps.clock().getTime();
      // Digits only, as the timestamp SPEC §7 puts in place of '1234' would be; the random
      // part keeps two pages served in the same millisecond apart.
      const transactionId = `${now}${String(randomInt(10_000_000_000)).padStart(10, "0")}`;
      const payload = Buffer.from(
        JSON.stringify([formId, ownerId, amountCents, transactionId, now + ttl]),
      ).toString("base64url");
      return { transactionId, intent: `${payload}.${mac(payload).toString("base64url")}` };
    },

    verify(value) {
      if (!value) return { ok: false, reason: "missing" };
      const invalid = { ok: false, reason: "invalid" } as const;
      if (value.length > MAX_INTENT_LENGTH) return invalid;
      const [payload, signature, ...rest] = value.split(".");
      if (!payload || !signature || rest.length > 0) return invalid;
      const given = Buffer.from(signature, "base64url");
      if (given.length !== MAC_BYTES || !timingSafeEqual(given, mac(payload))) return invalid;
      let fields: unknown;
      try {
        fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      } catch {
        return invalid;
      }
      if (!Array.isArray(fields) || fields.length !== 5) return invalid;
      const [formId, ownerId, amountCents, transactionId, expiresAt] = fields;
      if (
        !isCount(formId) ||
        !isCount(ownerId) ||
        !isCount(amountCents) ||
        !isCount(expiresAt) ||
        typeof transactionId !== "string" ||
        !TRANSACTION.test(transactionId)
      ) {
        return invalid;
      }
      if (deps.clock().getTime() >= expiresAt) return { ok: false, reason: "expired" };
      return { ok: true, intent: { formId, ownerId, amountCents, transactionId, expiresAt } };
    },
  };
}
