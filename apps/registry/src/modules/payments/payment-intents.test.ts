// Who pays. A payment starts and is decided only with the intent the
// service signed into its owner's invoice page, for that form, owner, amount and transaction,
// until it expires and until its payment is decided. Every refusal is a 403 page a person can
// read, never cached, and changes nothing.
import { apiPaths, type Payment } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestService, testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { createForm, createUser } from "../../../test/factories.ts";
import {
  escaped,
  hiddenField,
  newPayableApc as newPayableApcOf,
  payingService,
  paymentQuery,
  servedPayment,
  TEST_PAYMENT_INTENT_KEY,
} from "../../../test/payments.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { createPaymentIntents, PAYMENT_INTENT_TTL_MS } from "./intent.ts";
import { paymentMessages } from "./refusals.ts";

const otherDigitAtEnd = (digits: string) =>
  `${digits.slice(0, -1)}${(Number(digits.at(-1)) + 1) % 10}`;
const decidePath = "/odoo_payment/api/v1/payment/decide";

describe.each(testDatabases)("payment intents on $name", (testDb) => {
  let database: Database;
  let app: App;
  let aroha: string;
  const clock = testClock();

  beforeAll(async () => {
    ({ database, app, aroha } = await payingService(testDb, clock));
  });
  afterAll(() => closeTestService({ app, database }));

  const newPayableApc = () => newPayableApcOf(app, aroha);
  const start = (query: Record<string, string>) =>
    app.inject({ url: `${apiPaths.payment}?${new URLSearchParams(query)}` });
  const decide = (fields: Record<string, string>) =>
    app.inject({
      method: "POST",
      url: decidePath,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
  /** The decision the sandbox page `html` posts, with `over` changed. */
  const decisionOf = (html: string, decision: string, over: Record<string, string> = {}) => ({
    reference: hiddenField(html, "reference"),
    token: hiddenField(html, "token"),
    intent: hiddenField(html, "intent"),
    decision,
    ...over,
  });
  const paymentCount = () => database.db.$count(schema.payments);
  const paymentOf = async (reference: string) =>
    (
      await database.db
        .select()
        .from(schema.payments)
        .where(eq(schema.payments.reference, reference))
    )[0];
  const formOf = async (token: string) =>
    (await database.db.select().from(schema.forms).where(eq(schema.forms.token, token)))[0]!;
  /** Another user's APC, in progress: only its token is known. */
  const someoneElsesApc = async () => {
    const other = await createUser(database.db);
    return (await createForm(database.db, other.id, "APC")).token;
  };

  /** A 403 page a person can read, never stored by a cache, saying `message`. */
  const expectRefusal = (res: Awaited<ReturnType<typeof start>>, message: string) => {
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
    expectRefusal(await start(query), paymentMessages.intentMissing);
    expectRefusal(await start({ ...query, intent: "" }), paymentMessages.intentMissing);
    expectRefusal(
      await decide({ reference: query.transactionId, token: "x", decision: "approve" }),
      paymentMessages.intentMissing,
    );
    expect(await paymentCount()).toBe(before);
    expect((await formOf(theirs)).state).toBe("in_progress");
  });

  it("refuses one user's intent used on another user's form", async () => {
    const mine = await newPayableApc();
    const theirs = await someoneElsesApc();
    const served = await servedPayment(app, aroha, mine);
    const res = await start(
      paymentQuery(theirs, served, {
        returnUrl: `/form/APC/${theirs}/complete`,
        returnErrorUrl: `/form/APC/${theirs}/invoice`,
      }),
    );
    expectRefusal(res, paymentMessages.intentMismatch);
    expect(await paymentOf(served.transactionId)).toBeUndefined();
    expect((await formOf(theirs)).state).toBe("in_progress");
    // Nor does it pay another form of the same user.
    const otherOfMine = await newPayableApc();
    expectRefusal(
      await start(
        paymentQuery(otherOfMine, served, {
          returnUrl: `/form/APC/${otherOfMine}/complete`,
          returnErrorUrl: `/form/APC/${otherOfMine}/invoice`,
        }),
      ),
      paymentMessages.intentMismatch,
    );
  });

  it("refuses a tampered amount, transaction or intent, a bad signature and an expired intent", async () => {
    const token = await newPayableApc();
    const served = await servedPayment(app, aroha, token);
    const intent = served.details.intent!;
    const [payload, signature] = intent.split(".") as [string, string];
    const fields = JSON.parse(Buffer.from(payload, "base64url").toString());
    const reSigned = (changed: unknown[]) =>
      `${Buffer.from(JSON.stringify(changed)).toString("base64url")}.${signature}`;
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BA" : "AA"}`;
    const form = await formOf(token);
    const expired = createPaymentIntents({
      key: TEST_PAYMENT_INTENT_KEY,
      clock: () => new Date(clock().getTime() - PAYMENT_INTENT_TTL_MS),
    }).issue({ formId: form.id, ownerId: form.ownerId!, amountCents: 115_000 });
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
      const res = await start(paymentQuery(token, served, over as Record<string, string>));
      expect(res.statusCode, JSON.stringify(over)).toBe(403);
      expectRefusal(res, message);
    }
    expect(await paymentCount()).toBe(before);
    expect((await formOf(token)).state).toBe("in_progress");
    // The untouched intent still starts its payment.
    expect((await start(paymentQuery(token, served))).statusCode).toBe(200);
  });

  it("starts one payment per intent: a reload is the same payment; once decided, the intent is spent", async () => {
    const token = await newPayableApc();
    const query = paymentQuery(token, await servedPayment(app, aroha, token));
    const before = await paymentCount();
    const first = await start(query);
    const reload = await start(query);
    expect([first.statusCode, reload.statusCode]).toEqual([200, 200]);
    expect(await paymentCount()).toBe(before + 1);
    const declined = await decide(decisionOf(reload.body, "decline"));
    expect(declined.statusCode).toBe(303);
    // Back to the provider's page, or its URL again: refused, nothing new started.
    expectRefusal(await start(query), paymentMessages.intentSpent);
    expect(await paymentCount()).toBe(before + 1);
    expect(await paymentOf(query.transactionId!)).toMatchObject({ status: "declined" });
    expect((await formOf(token)).state).toBe("in_progress");
  });

  it("refuses a decision without its payment's intent, or with another: nothing changes", async () => {
    const token = await newPayableApc();
    const query = paymentQuery(token, await servedPayment(app, aroha, token));
    const page = (await start(query)).body;
    const anotherOfThisForm = (await servedPayment(app, aroha, token)).details.intent!;
    const otherToken = await newPayableApc();
    const otherForms = (await servedPayment(app, aroha, otherToken)).details.intent!;
    const form = await formOf(token);
    const expired = createPaymentIntents({
      key: TEST_PAYMENT_INTENT_KEY,
      clock: () => new Date(clock().getTime() - PAYMENT_INTENT_TTL_MS),
    }).issue({ formId: form.id, ownerId: form.ownerId!, amountCents: 115_000 });

    const cases: Array<[Record<string, string>, string]> = [
      [{ intent: "" }, paymentMessages.intentMissing],
      [{ intent: `${hiddenField(page, "intent")}x` }, paymentMessages.intentInvalid],
      [{ intent: anotherOfThisForm }, paymentMessages.intentMismatch],
      [{ intent: otherForms }, paymentMessages.intentMismatch],
      [{ intent: expired.intent }, paymentMessages.intentExpired],
    ];
    for (const decision of ["approve", "decline"]) {
      for (const [over, message] of cases) {
        const res = await decide(decisionOf(page, decision, over));
        expect(res.statusCode, `${decision} ${JSON.stringify(over)}`).toBe(403);
        expectRefusal(res, message);
      }
    }
    const { intent: _omitted, ...withoutIntent } = decisionOf(page, "approve");
    expectRefusal(await decide(withoutIntent), paymentMessages.intentMissing);
    expect(await paymentOf(query.transactionId!)).toMatchObject({
      status: "pending",
      decidedAt: null,
    });
    expect((await formOf(token)).state).toBe("in_progress");
    expect((await formOf(otherToken)).state).toBe("in_progress");
    // The page's own decision still goes through: the refusals spent nothing.
    const approved = await decide(decisionOf(page, "approve"));
    expect(approved.statusCode).toBe(303);
    expect((await formOf(token)).state).toBe("completed");
  });
});
