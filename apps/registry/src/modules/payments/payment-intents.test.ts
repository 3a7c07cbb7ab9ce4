// Who pays. A payment starts and is decided only with the intent the
// service signed into its owner's invoice page, for that form, owner, amount and transaction,
// until it expires and until its payment is decided. Every refusal is a 403 page a person can
// read, never cached, and changes nothing.
import type { Payment } from "@portal/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createForm, createUser } from "../../../test/factories.ts";
import {
  sandboxDecision as decisionOf,
  escaped,
  hiddenField,
  paymentKit,
  paymentQuery,
  serviceIntents,
  usePayingService,
} from "../../../test/payments.ts";
import { createPaymentIntents, PAYMENT_INTENT_TTL_MS } from "../../core/payment-intents.ts";
import * as schema from "../../db/schema.ts";
import { paymentMessages } from "./refusals.ts";

const otherDigitAtEnd = (digits: string) =>
  `${digits.slice(0, -1)}${(Number(digits.at(-1)) + 1) % 10}`;

describe.each(testDatabases)("payment intents on $name", (testDb) => {
  const clock = testClock();
  const service = usePayingService(testDb, clock);
  const pay = paymentKit(service);

  const paymentCount = () => service.database.db.$count(schema.payments);
  const paymentOf = async (reference: string) =>
    (
      await service.database.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.reference, reference))
    )[0];
  const formOf = async (token: string) =>
    (
      await service.database.db.select().from(schema.forms).where(eq(schema.forms.token, token))
    )[0]!;
  /** An intent for `form`'s amount due, signed with the service's key one lifetime ago. */
  const expiredIntent = (form: { id: number; ownerId: number | null }) =>
    serviceIntents(() => new Date(clock().getTime() - PAYMENT_INTENT_TTL_MS)).issue({
      formId: form.id,
      ownerId: form.ownerId!,
      amountCents: 115_000,
    });
  /** Another user's APC, in progress: only its token is known. */
  const someoneElsesApc = async () => {
    const other = await createUser(service.database.db);
    return (await createForm(service.database.db, other.id, "APC")).token;
  };

  /** A 403 page a person can read, never stored by a cache, saying `message`. */
  const expectRefusal = (res: Awaited<ReturnType<typeof pay.start>>, message: string) => {
    expect(res.statusCode).toBe(403);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toContain("<h1>Payment refused</h1>");
    expect(res.body).toContain(`<p>${escaped(message)}</p>`);
  };

  it("refuses another user's form token without an intent: nothing recorded, the form stays in progress", async () => {
    const theirs = await someoneElsesApc();
    const before = await paymentCount();
    const query = {
      amount: "1150",
      transactionId: `${Date.now()}`,
      returnUrl: `/form/APC/${theirs}/complete`,
      returnErrorUrl: `/form/APC/${theirs}/invoice`,
    };
    expectRefusal(await pay.start(query), paymentMessages.intentMissing);
    expectRefusal(await pay.start({ ...query, intent: "" }), paymentMessages.intentMissing);
    expectRefusal(
      await pay.decide({ reference: query.transactionId, token: "x", decision: "approve" }),
      paymentMessages.intentMissing,
    );
    expect(await paymentCount()).toBe(before);
    expect((await formOf(theirs)).state).toBe("in_progress");
  });

  it("refuses one user's intent used on another user's form", async () => {
    const mine = await pay.newPayableApc();
    const theirs = await someoneElsesApc();
    const served = await pay.servedPayment(mine);
    const res = await pay.start(
      paymentQuery(theirs, served, {
        returnUrl: `/form/APC/${theirs}/complete`,
        returnErrorUrl: `/form/APC/${theirs}/invoice`,
      }),
    );
    expectRefusal(res, paymentMessages.intentMismatch);
    expect(await paymentOf(served.transactionId)).toBeUndefined();
    expect((await formOf(theirs)).state).toBe("in_progress");
    // Nor does it pay another form of the same user.
    const otherOfMine = await pay.newPayableApc();
    expectRefusal(
      await pay.start(
        paymentQuery(otherOfMine, served, {
          returnUrl: `/form/APC/${otherOfMine}/complete`,
          returnErrorUrl: `/form/APC/${otherOfMine}/invoice`,
        }),
      ),
      paymentMessages.intentMismatch,
    );
  });

  it("refuses a tampered amount, transaction or intent, a bad signature and an expired intent", async () => {
    const token = await pay.newPayableApc();
    const served = await pay.servedPayment(token);
    const intent = served.details.intent!;
    const [payload, signature] = intent.split(".") as [string, string];
    const fields = JSON.parse(Buffer.from(payload, "base64url").toString());
    const reSigned = (changed: unknown[]) =>
      `${Buffer.from(JSON.stringify(changed)).toString("base64url")}.${signature}`;
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
    const form = await formOf(token);
    const expired = expiredIntent(form);
    const otherKey = createPaymentIntents({
      key: "another-key-another-key-another-key-0000",
      clock,
    }).issue({ formId: form.id, ownerId: form.ownerId!, amountCents: 115_000 });

    const cases: Array<[Partial<Payment> | Record<string, string>, string]> = [
      [{ amount: "1" }, paymentMessages.intentMismatch],
      [{ transactionId: otherDigitAtEnd(served.transactionId) }, paymentMessages.intentMismatch],
      [
        { intent: reSigned([fields[0], fields[1], 100, fields[3], fields[4]]) },
        paymentMessages.intentInvalid,
      ],
      [
        { intent: reSigned([fields[0], fields[1], fields[2], fields[3], fields[4] + 1]) },
        paymentMessages.intentInvalid,
      ],
      [{ intent: `${payload}.${flipped}` }, paymentMessages.intentInvalid],
      [{ intent: payload }, paymentMessages.intentInvalid],
      [{ intent: `${intent}.x` }, paymentMessages.intentInvalid],
      [{ intent: "not an intent" }, paymentMessages.intentInvalid],
      [
        { transactionId: otherKey.transactionId, intent: otherKey.intent },
        paymentMessages.intentInvalid,
      ],
      [
        { transactionId: expired.transactionId, intent: expired.intent },
        paymentMessages.intentExpired,
      ],
    ];
    const before = await paymentCount();
    for (const [over, message] of cases) {
      const res = await pay.start(paymentQuery(token, served, over as Record<string, string>));
      expect(res.statusCode, JSON.stringify(over)).toBe(403);
      expectRefusal(res, message);
    }
    expect(await paymentCount()).toBe(before);
    expect((await formOf(token)).state).toBe("in_progress");
    // The untouched intent still starts its payment.
    expect((await pay.start(paymentQuery(token, served))).statusCode).toBe(200);
  });

  it("starts one payment per intent: a reload is the same payment; once decided, the intent is spent", async () => {
    const token = await pay.newPayableApc();
    const query = paymentQuery(token, await pay.servedPayment(token));
    const before = await paymentCount();
    const first = await pay.start(query);
    const reload = await pay.start(query);
    expect([first.statusCode, reload.statusCode]).toEqual([200, 200]);
    expect(await paymentCount()).toBe(before + 1);
    const declined = await pay.decide(decisionOf(reload.body, "decline"));
    expect(declined.statusCode).toBe(303);
    // Back to the provider's page, or its URL again: refused, nothing new started.
    expectRefusal(await pay.start(query), paymentMessages.intentSpent);
    expect(await paymentCount()).toBe(before + 1);
    expect(await paymentOf(query.transactionId!)).toMatchObject({ status: "declined" });
    expect((await formOf(token)).state).toBe("in_progress");
  });

  it("refuses a decision without its payment's intent, or with another: nothing changes", async () => {
    const token = await pay.newPayableApc();
    const query = paymentQuery(token, await pay.servedPayment(token));
    const page = (await pay.start(query)).body;
    const anotherOfThisForm = (await pay.servedPayment(token)).details.intent!;
    const otherToken = await pay.newPayableApc();
    const otherForms = (await pay.servedPayment(otherToken)).details.intent!;
    const form = await formOf(token);
    const expired = expiredIntent(form);

    const cases: Array<[Record<string, string>, string]> = [
      [{ intent: "" }, paymentMessages.intentMissing],
      [{ intent: `${hiddenField(page, "intent")}x` }, paymentMessages.intentInvalid],
      [{ intent: anotherOfThisForm }, paymentMessages.intentMismatch],
      [{ intent: otherForms }, paymentMessages.intentMismatch],
      [{ intent: expired.intent }, paymentMessages.intentExpired],
    ];
    for (const decision of ["approve", "decline"]) {
      for (const [over, message] of cases) {
        const res = await pay.decide(decisionOf(page, decision, over));
        expect(res.statusCode, `${decision} ${JSON.stringify(over)}`).toBe(403);
        expectRefusal(res, message);
      }
    }
    const { intent: _omitted, ...withoutIntent } = decisionOf(page, "approve");
    expectRefusal(await pay.decide(withoutIntent), paymentMessages.intentMissing);
    expect(await paymentOf(query.transactionId!)).toMatchObject({
      status: "pending",
      decidedAt: null,
    });
    expect((await formOf(token)).state).toBe("in_progress");
    expect((await formOf(otherToken)).state).toBe("in_progress");
    // The page's own decision still goes through: the refusals spent nothing.
    const approved = await pay.decide(decisionOf(page, "approve"));
    expect(approved.statusCode).toBe(303);
    expect((await formOf(token)).state).toBe("completed");
  });
});
