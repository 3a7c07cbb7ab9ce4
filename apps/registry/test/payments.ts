// Payments as the portal starts them: an APC filled up to its invoice page, the
// invoice page saved, and the browser sent on with the payment the service served – its own
// transaction and the signed intent among the details (SPEC §7).
import { apiPaths, type Payment } from "@portal/contract";
import { afterAll, beforeAll } from "vitest";
import { seedDemoData } from "../seed/seed.ts";
import type { App } from "../src/app.ts";
import { createPaymentIntents } from "../src/core/payment-intents.ts";
import type { Database } from "../src/db/client.ts";
import { decidePath } from "../src/modules/payments/provider.ts";
import { formBody } from "./accounts.ts";
import { validApcPages } from "./apc-pages.ts";
import { closeTestService, openTestService, type TestAppOptions, type TestClock } from "./app.ts";
import type { TestDatabase } from "./databases.ts";
import { formAnswer, postPage, sessionHeader, signInDemoPractitioner } from "./form-pages.ts";

export const TEST_PAYMENT_INTENT_KEY = "test-payment-intent-key-0123456789abcdef";

/** Intents signed with the service's key on `clock`, as if the service had served them. */
export const serviceIntents = (clock: () => Date) =>
  createPaymentIntents({ key: TEST_PAYMENT_INTENT_KEY, clock });

export interface PayingService {
  app: App;
  database: Database;
  /** The demo practitioner's session. */
  aroha: string;
}

/**
 * For a payment suite: registers the beforeAll that opens the service on a fresh database of
 * `testDb` with the tests' intent key and the demo data (and `options`) and signs the demo
 * practitioner in, and the afterAll that closes it. The fields are there once the tests run.
 */
export function usePayingService(
  testDb: TestDatabase,
  clock: TestClock,
  options: Omit<TestAppOptions, "env" | "clock"> = {},
): PayingService {
  const service = {} as PayingService;
  beforeAll(async () => {
    Object.assign(
      service,
      await openTestService(testDb, {
        ...options,
        env: { PAYMENT_INTENT_KEY: TEST_PAYMENT_INTENT_KEY },
        clock,
      }),
    );
    await seedDemoData(service.database.db);
    service.aroha = await signInDemoPractitioner(service.app);
  });
  afterAll(() => closeTestService(service));
  return service;
}

/** A new APC of the signed-in user, filled up to its invoice page: its token. */
export async function newPayableApc(app: App, session: string): Promise<string> {
  const res = await app.inject({ url: apiPaths.formAdd("APC"), headers: sessionHeader(session) });
  if (res.statusCode !== 200) throw new Error(`form_add failed: ${res.statusCode} ${res.body}`);
  const token = res.json().form.formToken as string;
  await fillApcToInvoice(app, session, token);
  return token;
}

/** `text` as the payment pages escape it (payments/html.ts). */
export const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Saves every page of the APC `token` before its invoice page. */
export async function fillApcToInvoice(app: App, session: string, token: string) {
  for (const [code, values] of Object.entries(validApcPages)) {
    if (code === "invoice") return;
    const saved = formAnswer(
      await postPage(app, apiPaths.form("APC", token, code), values, session),
    );
    if (saved.page?.state !== "done") throw new Error(`page ${code} not saved: ${saved.message}`);
  }
}

/** Saves the invoice page (again) and answers the payment its answer serves. */
export async function servedPayment(app: App, session: string, token: string): Promise<Payment> {
  const saved = formAnswer(
    await postPage(app, apiPaths.form("APC", token, "invoice"), {}, session),
  );
  if (!saved.page?.payment) throw new Error("the invoice page served no payment");
  return saved.page.payment;
}

/** The payment URL's query, as the portal builds it from a served payment. */
export const paymentQuery = (
  token: string,
  payment: Payment,
  over: Record<string, string> = {},
): Record<string, string> => ({
  amount: String(payment.amount),
  transactionId: payment.transactionId,
  returnUrl: `/form/APC/${token}/complete`,
  returnErrorUrl: `/form/APC/${token}/invoice`,
  ...payment.details,
  ...over,
});

/** The sandbox page's hidden field `name`. */
export const hiddenField = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";

/** The decision the sandbox page `html` posts: its hidden fields and `decision`, `over` changed. */
export const sandboxDecision = (
  html: string,
  decision: string,
  over: Record<string, string> = {},
): Record<string, string> => ({
  reference: hiddenField(html, "reference"),
  token: hiddenField(html, "token"),
  intent: hiddenField(html, "intent"),
  decision,
  ...over,
});

/**
 * The payment calls of the user signed in as `user.aroha`, made as the portal's browser makes
 * them; `user` is read at each call, so a suite may take them before its service opens.
 */
export function paymentKit(user: { app: App; aroha: string }) {
  const decide = (fields: Record<string, string>, remoteAddress?: string) =>
    user.app.inject({
      method: "POST",
      url: decidePath,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...formBody(fields),
    });
  return {
    newPayableApc: () => newPayableApc(user.app, user.aroha),
    servedPayment: (token: string) => servedPayment(user.app, user.aroha, token),
    /** The payment URL's query for a fresh served payment of `token`. */
    payQuery: async (token: string, over: Record<string, string> = {}) =>
      paymentQuery(token, await servedPayment(user.app, user.aroha, token), over),
    /** The payment page for `query`. */
    start: (query: Record<string, string>, headers: Record<string, string> = {}) =>
      user.app.inject({ url: `${apiPaths.payment}?${new URLSearchParams(query)}`, headers }),
    /** Posts `fields` to the sandbox's decide endpoint as its page's form does. */
    decide,
    /** Posts the decision the sandbox page `html` offers, `over` changed. */
    decideOn: (
      html: string,
      decision: string,
      over: Record<string, string> = {},
      remoteAddress?: string,
    ) => decide(sandboxDecision(html, decision, over), remoteAddress),
  };
}

export type PaymentKit = ReturnType<typeof paymentKit>;
