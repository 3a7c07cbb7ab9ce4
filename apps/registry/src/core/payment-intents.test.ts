// The intent as a value: signed with the key, checked in full, valid until it expires.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testClock } from "../../test/app.ts";
import { createPaymentIntents, PAYMENT_INTENT_TTL_MS } from "./payment-intents.ts";

const KEY = "unit-test-payment-intent-key-0123456789";
const bound = { formId: 7, ownerId: 3, amountCents: 115_000 };

describe("payment intents", () => {
  it("verifies what it issued, with a transaction of digits and the expiry an hour on", () => {
    const clock = testClock();
    const intents = createPaymentIntents({ key: KEY, clock });
    const { transactionId, intent } = intents.issue(bound);
    expect(transactionId).toMatch(new RegExp(`^${clock().getTime()}\\d{10}$`));
    expect(intents.verify(intent)).toEqual({
      ok: true,
      intent: { ...bound, transactionId, expiresAt: clock().getTime() + PAYMENT_INTENT_TTL_MS },
    });
    expect(intents.issue(bound).transactionId).not.toBe(transactionId);
  });

  it("expires after its time, not before", () => {
    const clock = testClock();
    const intents = createPaymentIntents({ key: KEY, clock });
    const { intent } = intents.issue(bound);
    clock.advance(PAYMENT_INTENT_TTL_MS - 1);
    expect(intents.verify(intent).ok).toBe(true);
    clock.advance(1);
    expect(intents.verify(intent)).toEqual({ ok: false, reason: "expired" });
  });

  it("tells a missing intent from an invalid one", () => {
    const clock = testClock();
    const intents = createPaymentIntents({ key: KEY, clock });
    const { intent } = intents.issue(bound);
    const other = createPaymentIntents({ key: `${KEY}-other`, clock }).issue(bound).intent;
    expect(intents.verify(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(intents.verify("")).toEqual({ ok: false, reason: "missing" });
    const sign = (fields: unknown) => {
      const payload = Buffer.from(JSON.stringify(fields)).toString("base64url");
      // Signed with this key, but not what issue() makes.
      return `${payload}.${createHmac("sha256", KEY).update(`pi1.${payload}`).digest("base64url")}`;
    };
    const later = clock().getTime() + 1000;
    for (const value of [
      other,
      `${intent}x`,
      intent.replace(".", ".."),
      "a".repeat(1001),
      sign({ formId: 7 }),
      sign([7, 3, 115_000, "12a", later]),
      sign([7, 3, -1, "12", later]),
      sign([7, 3, 1.5, "12", later]),
      sign([7, 3, 115_000, "12", later, "extra"]),
    ]) {
      expect(intents.verify(value), value).toEqual({ ok: false, reason: "invalid" });
    }
    expect(intents.verify(sign([7, 3, 115_000, "12", later])).ok).toBe(true);
  });
});
