// What an APC charges follows its round as the admin sets it: after the deadline the fee and
// the late fee, stated on the invoice page; and a change at the desk is what every instance
// charges at once, with no restart (each reads the round's row, not a figure it compiled once).
import { apiPaths, lateFeeTexts, type Payment, type RoundBody } from "@portal/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testClock } from "../../../../test/app.ts";
import { addTestStaff, staffEmail } from "../../../../test/desk.ts";
import { formAnswer, sessionHeader, signInDemoPractitioner } from "../../../../test/form-pages.ts";
import {
  paymentKit,
  paymentQuery,
  TEST_PAYMENT_INTENT_KEY,
  usePayingService,
} from "../../../../test/payments.ts";
import { DAY, roundDatabases } from "../../../../test/rounds.ts";
import type { App } from "../../../app.ts";
import * as schema from "../../../db/schema.ts";
import { createAuditTrail } from "../../audit/index.ts";
import { createRoundDesk } from "./desk-service.ts";
import { findRound } from "./store.ts";

describe.each(roundDatabases)("the fees of a round's APC on $name", (testDb) => {
  // 1 March 2026: the 2026/2027 round (migration 0021) is open, its deadline 31 March.
  const clock = testClock(new Date("2026-03-01T00:00:00Z"));
  const service = usePayingService(testDb, clock);
  const pay = paymentKit(service);
  // A second instance on the same database, which reads the form before each change.
  const other = {} as { app: App; aroha: string };
  let token = "";
  let admin = 0;

  beforeAll(async () => {
    other.app = await buildTestApp(service.database, {
      clock,
      env: { PAYMENT_INTENT_KEY: TEST_PAYMENT_INTENT_KEY },
    });
    other.aroha = await signInDemoPractitioner(other.app);
    ({ staffId: admin } = await addTestStaff(
      service.database.db,
      clock,
      staffEmail("rounds-admin"),
      "admin",
    ));
    token = await pay.newPayableApc();
  });
  afterAll(() => other.app?.close());

  /** The invoice page as `on` serves it to the demo practitioner (read, not saved). */
  const invoicePage = async (on: { app: App; aroha: string }) =>
    formAnswer(
      await on.app.inject({
        url: apiPaths.form("APC", token, "invoice"),
        headers: sessionHeader(on.aroha),
      }),
    ).page!;
  const invoice = async (on: { app: App; aroha: string }) => {
    const page = await invoicePage(on);
    return { payment: page.payment as Payment, titles: page.sections.map((s) => s.title) };
  };
  /** The admin changes the 2026/2027 round at the desk. */
  const setRound = async (over: Partial<RoundBody>) => {
    const audit = createAuditTrail({ db: service.database.db, clock, log: console });
    const desk = createRoundDesk({ db: service.database.db, clock, audit });
    const round = (await findRound(service.database.db, "2026/2027"))!;
    const { createdAt: _, ...figures } = round;
    await desk.change({ staffId: admin }, "2026-2027", { ...figures, ...over });
  };

  it("charges the fee alone until the deadline, whatever the late fee", async () => {
    expect((await invoice(other)).payment.amount).toBe(1150);
    await setRound({ lateFeeCents: 25000 });
    for (const on of [service, other]) {
      const { payment, titles } = await invoice(on);
      expect(payment.amount).toBe(1150);
      expect(titles).not.toContain(lateFeeTexts.title);
    }
  });

  it("adds the late fee after the deadline, stated on the invoice page and paid", async () => {
    clock.advance(32 * DAY); // 2 April 2026 in Auckland: past the deadline of 31 March
    service.aroha = await signInDemoPractitioner(service.app);
    other.aroha = await signInDemoPractitioner(other.app);
    for (const on of [other, service]) {
      const page = await invoicePage(on);
      expect(page.payment?.amount).toBe(1400);
      const late = page.sections.find((s) => s.title === lateFeeTexts.title);
      expect(late?.html).toBe(lateFeeTexts.statement("31 March 2026", "250.00", "1,400.00"));
    }
    const started = await pay.start(paymentQuery(token, await pay.servedPayment(token)));
    expect(started.statusCode, started.body).toBe(200);
    const [row] = await service.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.amountCents, 140000));
    expect(row).toBeDefined();
  });

  it("charges what the admin changed at once on every instance", async () => {
    await setRound({ lateFeeCents: 30000 });
    expect((await invoice(other)).payment.amount).toBe(1450);
    await setRound({ deadline: "2026-04-30" });
    const { payment, titles } = await invoice(other);
    expect(payment.amount).toBe(1150);
    expect(titles).not.toContain(lateFeeTexts.title);
  });
});
