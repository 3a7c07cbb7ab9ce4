// The payment endpoint and the sandbox provider on both databases, started as the portal
// starts them (the invoice page's served payment and its intent): the service's amount, not
// the URL's; same-origin returns; a pending transaction decided at most once; approving
// completes the form with a PDF receipt; declining leaves it payable. The intent's refusals
// are in payment-intents.test.ts.
import { apiPaths, requestMessages } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { offSiteAddresses } from "../../../../../packages/contract/test-support/redirect-corpus.ts";
import { testClock } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { sessionHeader } from "../../../test/form-pages.ts";
import {
  escaped,
  hiddenField,
  paymentKit,
  paymentQuery,
  serviceIntents,
  usePayingService,
} from "../../../test/payments.ts";
import { pdfText } from "../../../test/pdf-text.ts";
import * as schema from "../../db/schema.ts";
import { paymentMessages } from "./refusals.ts";

describe.each(testDatabases)("payments on $name", (testDb) => {
  const clock = testClock();
  // Signs intents the service never serves (an amount no longer due), with the service's key.
  const intents = serviceIntents(clock);
  const service = usePayingService(testDb, clock);
  const pay = paymentKit(service);

  const decisionToken = (html: string) => hiddenField(html, "token");
  const paymentOf = async (ref: string) => {
    const [row] = await service.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.reference, ref));
    return row;
  };
  const formOf = async (token: string) => {
    const [row] = await service.database.db
      .select()
      .from(schema.forms)
      .where(eq(schema.forms.token, token));
    return row!;
  };
  const receiptsOf = async (token: string) =>
    service.database.db
      .select()
      .from(schema.files)
      .where(
        and(eq(schema.files.formId, (await formOf(token)).id), eq(schema.files.type, "invoice")),
      );

  it("serves the invoice page a transaction of its own and a signed intent, passed on as details", async () => {
    const token = await pay.newPayableApc();
    const payment = await pay.servedPayment(token);
    expect(payment).toMatchObject({ amount: 1150, nextPage: "complete", nextPageError: "invoice" });
    // Not the definition's placeholder '1234' (which the portal would turn into a timestamp).
    expect(payment.transactionId).toMatch(/^\d{20,}$/);
    expect(payment.details).toEqual({
      description: "Annual practising certificate fee and disciplinary levy 2026/2027 (incl. GST)",
      reference: "APC-2026-2027",
      intent: expect.stringMatching(/^[\w-]+\.[\w-]{43}$/),
    });
    // Each page served is a new transaction, and the page as loaded has one too.
    const again = await pay.servedPayment(token);
    expect(again.transactionId).not.toBe(payment.transactionId);
    const loaded = await service.app.inject({
      url: apiPaths.form("APC", token, "invoice"),
      headers: sessionHeader(service.aroha),
    });
    expect(loaded.json().page.payment.details.intent).toMatch(/\./);
  });

  it("shows a clearly labelled sandbox page with the service's amount, and records a pending payment", async () => {
    const token = await pay.newPayableApc();
    const query = await pay.payQuery(token);
    const res = await pay.start(query);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.body).toContain("Sandbox payment — no real money moves");
    expect(res.body).toContain("NZD 1,150.00");
    expect(res.body).toContain(query.transactionId);
    expect(res.body).toContain('action="/odoo_payment/api/v1/payment/decide"');
    expect(hiddenField(res.body, "intent")).toBe(query.intent);
    expect(res.body).not.toMatch(/<script|style=|\son[a-z]+=/i);
    expect(await paymentOf(query.transactionId!)).toMatchObject({
      status: "pending",
      amountCents: 115_000,
      formId: (await formOf(token)).id,
      ownerId: (await formOf(token)).ownerId,
      decidedAt: null,
    });
  });

  it("styles its pages from a stylesheet of its own, which the CSP admits", async () => {
    const page = await pay.start(await pay.payQuery(await pay.newPayableApc()));
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1];
    expect(href).toBe("/odoo_payment/api/v1/payment/page.css");
    expect(page.headers["content-security-policy"]).toMatch(/style-src 'self'/);
    const css = await service.app.inject({ url: href! });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.body).toContain("button");
  });

  it("refuses an amount changed in the URL or no longer due, and records nothing", async () => {
    const token = await pay.newPayableApc();
    const served = await pay.servedPayment(token);
    for (const amount of ["1", "1150.01", "0", "abc", ""]) {
      const res = await pay.start(paymentQuery(token, served, { amount }));
      expect(res.statusCode, amount).toBe(403);
      expect(res.body).toContain(escaped(paymentMessages.intentMismatch));
    }
    expect(await paymentOf(served.transactionId)).toBeUndefined();
    // Signed for another amount (the fee changed since the page was served): still not due.
    const form = await formOf(token);
    const signed = intents.issue({ formId: form.id, ownerId: form.ownerId!, amountCents: 100 });
    const stale = paymentQuery(token, served, {
      amount: "1",
      transactionId: signed.transactionId,
      intent: signed.intent,
    });
    const res = await pay.start(stale);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(escaped(paymentMessages.amountMismatch(115_000)));
    expect(await paymentOf(signed.transactionId)).toBeUndefined();
    expect((await pay.start(paymentQuery(token, served, { amount: "1150.00" }))).statusCode).toBe(
      200,
    );
  });

  it("refuses return addresses off PUBLIC_URL's origin or of another form, bad references and unknown forms", async () => {
    const token = await pay.newPayableApc();
    const other = await pay.newPayableApc();
    const served = await pay.servedPayment(token);
    const bad: Array<[Record<string, string>, number, string]> = [
      [
        { returnUrl: `https://evil.example/form/APC/${token}/complete` },
        400,
        paymentMessages.badReturn,
      ],
      [{ returnUrl: `//evil.example/form/APC/${token}/complete` }, 400, paymentMessages.badReturn],
      [
        { returnUrl: `/.//evil.example/form/APC/${token}/complete` },
        400,
        paymentMessages.badReturn,
      ],
      // The request's own origin (inject's Host is localhost:80) is not PUBLIC_URL's.
      [
        { returnUrl: `http://localhost:80/form/APC/${token}/complete` },
        400,
        paymentMessages.badReturn,
      ],
      [{ returnErrorUrl: `/form/APC/${other}/invoice` }, 400, paymentMessages.badReturn],
      [{ returnUrl: "/somewhere/else" }, 400, paymentMessages.badReturn],
      // The redirect corpus, also made to look like a page of this form: "/\t/evil.example/…"
      // and "/.//evil.example/…" were taken for paths, and a browser reads them as a host.
      // (The empty address followed by a form page is that page: it is left out.)
      ...offSiteAddresses.flatMap((address) =>
        [address, ...(address ? [`${address}/form/APC/${token}/complete`] : [])].map(
          (back): [Record<string, string>, number, string] => [
            { returnUrl: back, returnErrorUrl: back },
            400,
            // A NUL is refused at the edge, before any rule of the call (http/unsafe-text.ts).
            back.includes("\u0000") ? requestMessages.unsafeText : paymentMessages.badReturn,
          ],
        ),
      ),
      [{ transactionId: "" }, 400, paymentMessages.badReference],
      [{ transactionId: "<script>" }, 400, paymentMessages.badReference],
      [
        { returnUrl: "/form/APC/no-such/complete", returnErrorUrl: "/form/APC/no-such/invoice" },
        404,
        paymentMessages.formNotFound,
      ],
    ];
    const before = await service.database.db.$count(schema.payments);
    for (const [over, status, message] of bad) {
      const res = await pay.start(paymentQuery(token, served, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.body).toContain(escaped(message));
    }
    expect(await service.database.db.$count(schema.payments)).toBe(before);
    // An absolute address of the configured public origin is this portal's.
    const absolute = await pay.start(
      paymentQuery(token, served, {
        returnUrl: `http://localhost:8080/form/APC/${token}/complete`,
      }),
    );
    expect(absolute.statusCode).toBe(200);
    expect(await paymentOf(served.transactionId)).toMatchObject({
      returnUrl: `http://localhost:8080/form/APC/${token}/complete`,
    });
  });

  it("trusts no Host header: a forged one does not make a foreign return address acceptable", async () => {
    const token = await pay.newPayableApc();
    const query = await pay.payQuery(token, {
      returnUrl: `http://evil.example/form/APC/${token}/complete`,
      returnErrorUrl: `http://evil.example/form/APC/${token}/invoice`,
    });
    const res = await pay.start(query, { host: "evil.example" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(escaped(paymentMessages.badReturn));
    expect(await paymentOf(query.transactionId!)).toBeUndefined();
  });

  it("approves once: completes the form, stores a PDF receipt, redirects; replays change nothing", async () => {
    const token = await pay.newPayableApc();
    const query = await pay.payQuery(token);
    // Another tab's invoice page, served before the payment.
    const otherTab = await pay.payQuery(token);
    const page = (await pay.start(query)).body;
    const [first, second] = await Promise.all([
      pay.decideOn(page, "approve"),
      pay.decideOn(page, "approve"),
    ]);
    const redirected = [first, second].filter((r) => r.statusCode === 303);
    expect(redirected).toHaveLength(1);
    expect(redirected[0]!.headers.location).toBe(query.returnUrl);
    const payment = await paymentOf(query.transactionId!);
    expect(payment).toMatchObject({ status: "approved", tokenHash: null });
    expect(payment!.decidedAt).toBeInstanceOf(Date);
    expect((await formOf(token)).state).toBe("completed");
    const receipts = await receiptsOf(token);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      mimeType: "application/pdf",
      name: `Receipt - ${query.transactionId}.pdf`,
    });
    const text = pdfText(receipts[0]!.bytes);
    expect(text).toContain("Tax receipt");
    expect(text).toContain(query.transactionId);
    expect(text).toContain("NZD 1,150.00");

    // Replays: the same POST, the same start URL, the other tab's transaction for the paid form.
    const replay = await pay.decideOn(page, "approve");
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain(escaped(paymentMessages.alreadyDecided));
    const again = await pay.start(query);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(escaped(paymentMessages.alreadyPaid));
    const late = await pay.start(otherTab);
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain(escaped(paymentMessages.alreadyPaid));
    expect(await paymentOf(otherTab.transactionId!)).toBeUndefined();
    expect(await receiptsOf(token)).toHaveLength(1);

    // The completed list offers the receipt for download.
    const tiles = JSON.stringify(
      (
        await service.app.inject({ url: apiPaths.user, headers: sessionHeader(service.aroha) })
      ).json(),
    );
    expect(tiles).toContain(`Receipt - ${query.transactionId}.pdf`);
  });

  it("declines: redirects to the error page, the form stays payable", async () => {
    const token = await pay.newPayableApc();
    const query = await pay.payQuery(token);
    const page = (await pay.start(query)).body;
    const res = await pay.decideOn(page, "decline");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(query.returnErrorUrl);
    expect(await paymentOf(query.transactionId!)).toMatchObject({ status: "declined" });
    expect((await formOf(token)).state).toBe("in_progress");
    expect(await receiptsOf(token)).toHaveLength(0);
    // A declined transaction is decided; the invoice page saved again serves a new one.
    expect((await pay.decideOn(page, "approve")).body).toContain(
      escaped(paymentMessages.alreadyDecided),
    );
    const retryPage = await pay.start(await pay.payQuery(token));
    expect(retryPage.body).toContain("Sandbox payment — no real money moves");
    expect((await pay.decideOn(retryPage.body, "approve")).statusCode).toBe(303);
    expect((await formOf(token)).state).toBe("completed");
  });

  it("refuses forged and stale tokens, unknown references and bad decisions; a reload is the same payment", async () => {
    const token = await pay.newPayableApc();
    const query = await pay.payQuery(token);
    const before = await service.database.db.$count(schema.payments);
    const firstTab = (await pay.start(query)).body;
    const secondTab = (await pay.start(query)).body;
    expect(await service.database.db.$count(schema.payments)).toBe(before + 1);
    expect(decisionToken(secondTab)).not.toBe(decisionToken(firstTab));
    const stale = await pay.decideOn(firstTab, "approve");
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain(escaped(paymentMessages.staleToken));
    expect((await pay.decideOn(secondTab, "approve", { token: "forged" })).statusCode).toBe(400);
    expect((await pay.decideOn(secondTab, "steal")).statusCode).toBe(400);
    // A served transaction never started has no payment to decide.
    const unstarted = await pay.payQuery(token);
    const unknown = await pay.decideOn(secondTab, "approve", {
      reference: unstarted.transactionId!,
      intent: unstarted.intent!,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(escaped(paymentMessages.paymentNotFound));
    expect(await paymentOf(query.transactionId!)).toMatchObject({ status: "pending" });
    expect((await formOf(token)).state).toBe("in_progress");
    expect((await pay.decideOn(secondTab, "approve")).statusCode).toBe(303);
  });

  it("pays a form once even from two tabs with two transactions", async () => {
    const token = await pay.newPayableApc();
    const a = await pay.payQuery(token);
    const b = await pay.payQuery(token);
    const tabA = (await pay.start(a)).body;
    const tabB = (await pay.start(b)).body;
    expect((await pay.decideOn(tabA, "approve")).statusCode).toBe(303);
    const late = await pay.decideOn(tabB, "approve");
    expect(late.statusCode, late.body).toBe(200);
    expect(late.body).toContain(escaped(paymentMessages.alreadyPaid));
    expect(await paymentOf(b.transactionId!)).toMatchObject({ status: "pending" });
    expect(await receiptsOf(token)).toHaveLength(1);
  });
});
