// Payments as the portal starts them: an APC filled up to its invoice page, the
// invoice page saved, and the browser sent on with the payment the service served – its own
// transaction and the signed intent among the details (SPEC §7).
import { apiPaths, type Payment } from "@portal/contract";
import { seedDemoData } from "../seed/seed.ts";
import type { App } from "../src/app.ts";
import { validApcPages } from "./apc-pages.ts";
import { openTestService, type TestClock } from "./app.ts";
import type { TestDatabase } from "./databases.ts";
import { formAnswer, postPage, sessionHeader, signInDemoPractitioner } from "./form-pages.ts";

export const TEST_PAYMENT_INTENT_KEY = "test-payment-intent-key-0123456789abcdef";

/**
 * The service on a fresh database of `testDb` with the tests' intent key and the demo data,
 * and the demo practitioner's session; closeTestService closes it.
 */
export async function payingService(testDb: TestDatabase, clock: TestClock) {
  const { database, app } = await openTestService(testDb, {
    env: { PAYMENT_INTENT_KEY: TEST_PAYMENT_INTENT_KEY },
    clock,
  });
  await seedDemoData(database.db);
  return { database, app, aroha: await signInDemoPractitioner(app) };
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
