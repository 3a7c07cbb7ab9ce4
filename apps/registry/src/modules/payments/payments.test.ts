// The payment endpoint and the sandbox provider on both databases: the service's amount, not
// the URL's; same-origin returns; a pending transaction decided at most once; approving
// completes the form with a PDF receipt; declining leaves it payable.
import { execFileSync } from "node:child_process";
import { apiPaths } from "@portal/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offSiteAddresses } from "../../../../../packages/contract/test-support/redirect-corpus.ts";
import { seedDemoData } from "../../../seed/seed.ts";
import { buildTestApp } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { sessionHeader, signIn } from "../../../test/form-pages.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { paymentMessages } from "./service.ts";

const PASSWORD = "correct-horse-battery";
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: bytes }).toString();
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

describe.each(testDatabases)("payments on $name", (testDb) => {
  let database: Database;
  let app: App;
  let aroha: string;
  let counter = 0;

  beforeAll(async () => {
    database = await testDb.open();
    app = await buildTestApp(database);
    await seedDemoData(database.db);
    aroha = await signIn(app, { email: "practitioner@example.org", password: PASSWORD });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const newApc = async () => {
    const res = await app.inject({ url: apiPaths.formAdd("APC"), headers: sessionHeader(aroha) });
    expect(res.statusCode).toBe(200);
    return res.json().form.formToken as string;
  };
  const reference = () => `${Date.now()}${++counter}`;
  const payQuery = (token: string, over: Record<string, string> = {}) => ({
    amount: "1150",
    transactionId: reference(),
    returnUrl: `/form/APC/${token}/complete`,
    returnErrorUrl: `/form/APC/${token}/invoice`,
    description: "APC fee",
    ...over,
  });
  const start = (query: Record<string, string>) =>
    app.inject({ url: `${apiPaths.payment}?${new URLSearchParams(query)}` });
  const decisionToken = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const decide = (ref: string, token: string, decision: string) =>
    app.inject({
      method: "POST",
      url: "/odoo_payment/api/v1/payment/decide",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ reference: ref, token, decision }).toString(),
    });
  const paymentOf = async (ref: string) => {
    const [row] = await database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.reference, ref));
    return row;
  };
  const formOf = async (token: string) => {
    const [row] = await database.db
      .select()
      .from(schema.forms)
      .where(eq(schema.forms.token, token));
    return row!;
  };
  const receiptsOf = async (token: string) =>
    database.db
      .select()
      .from(schema.files)
      .where(
        and(eq(schema.files.formId, (await formOf(token)).id), eq(schema.files.type, "invoice")),
      );

  it("shows a clearly labelled sandbox page with the service's amount, and records a pending payment", async () => {
    const token = await newApc();
    const query = payQuery(token);
    const res = await start(query);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.body).toContain("Sandbox payment — no real money moves");
    expect(res.body).toContain("NZD 1,150.00");
    expect(res.body).toContain(query.transactionId);
    expect(res.body).toContain('action="/odoo_payment/api/v1/payment/decide"');
    expect(res.body).not.toMatch(/<script|style=|\son[a-z]+=/i);
    expect(await paymentOf(query.transactionId)).toMatchObject({
      status: "pending",
      amountCents: 115_000,
      formId: (await formOf(token)).id,
      ownerId: (await formOf(token)).ownerId,
      decidedAt: null,
    });
  });

  it("styles its pages from a stylesheet of its own, which the CSP admits", async () => {
    const page = await start(payQuery(await newApc()));
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)?.[1];
    expect(href).toBe("/odoo_payment/api/v1/payment/page.css");
    expect(page.headers["content-security-policy"]).toMatch(/style-src 'self'/);
    const css = await app.inject({ url: href! });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.body).toContain("button");
  });

  it("refuses an amount changed in the URL, and records nothing", async () => {
    const token = await newApc();
    for (const amount of ["1", "1150.01", "0", "abc", ""]) {
      const query = payQuery(token, { amount });
      const res = await start(query);
      expect(res.statusCode, amount).toBe(400);
      expect(res.body).toContain(escaped(paymentMessages.amountMismatch(115_000)));
      expect(await paymentOf(query.transactionId)).toBeUndefined();
    }
    expect((await start(payQuery(token, { amount: "1150.00" }))).statusCode).toBe(200);
  });

  it("refuses return addresses off this origin or of another form, bad references and unknown forms", async () => {
    const token = await newApc();
    const other = await newApc();
    const bad: Array<[Record<string, string>, number, string]> = [
      [
        { returnUrl: `https://evil.example/form/APC/${token}/complete` },
        400,
        paymentMessages.badReturn,
      ],
      [{ returnUrl: `//evil.example/form/APC/${token}/complete` }, 400, paymentMessages.badReturn],
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
            paymentMessages.badReturn,
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
    const before = await database.db.$count(schema.payments);
    for (const [over, status, message] of bad) {
      const res = await start(payQuery(token, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.body).toContain(escaped(message));
    }
    expect(await database.db.$count(schema.payments)).toBe(before);
    // The configured public origin is this portal's.
    const absolute = await start(
      payQuery(token, { returnUrl: `http://localhost:80/form/APC/${token}/complete` }),
    );
    expect(absolute.statusCode).toBe(200);
  });

  it("approves once: completes the form, stores a PDF receipt, redirects; replays change nothing", async () => {
    const token = await newApc();
    const query = payQuery(token);
    const page = await start(query);
    const secret = decisionToken(page.body);
    const [first, second] = await Promise.all([
      decide(query.transactionId, secret, "approve"),
      decide(query.transactionId, secret, "approve"),
    ]);
    const redirected = [first, second].filter((r) => r.statusCode === 303);
    expect(redirected).toHaveLength(1);
    expect(redirected[0]!.headers.location).toBe(query.returnUrl);
    const payment = await paymentOf(query.transactionId);
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

    // Replays: the same POST, the same start URL, a new reference for the paid form.
    const replay = await decide(query.transactionId, secret, "approve");
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toContain(escaped(paymentMessages.alreadyDecided));
    const again = await start(query);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(escaped(paymentMessages.alreadyPaid));
    const fresh = payQuery(token);
    expect((await start(fresh)).body).toContain(escaped(paymentMessages.alreadyPaid));
    expect(await paymentOf(fresh.transactionId)).toBeUndefined();
    expect(await receiptsOf(token)).toHaveLength(1);

    // The completed list offers the receipt for download.
    const tiles = JSON.stringify(
      (await app.inject({ url: apiPaths.user, headers: sessionHeader(aroha) })).json(),
    );
    expect(tiles).toContain(`Receipt - ${query.transactionId}.pdf`);
  });

  it("declines: redirects to the error page, the form stays payable", async () => {
    const token = await newApc();
    const query = payQuery(token);
    const page = await start(query);
    const res = await decide(query.transactionId, decisionToken(page.body), "decline");
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(query.returnErrorUrl);
    expect(await paymentOf(query.transactionId)).toMatchObject({ status: "declined" });
    expect((await formOf(token)).state).toBe("in_progress");
    expect(await receiptsOf(token)).toHaveLength(0);
    // A declined transaction is decided; a new one can be paid.
    expect((await decide(query.transactionId, decisionToken(page.body), "approve")).body).toContain(
      escaped(paymentMessages.alreadyDecided),
    );
    const retry = payQuery(token);
    const retryPage = await start(retry);
    expect(retryPage.body).toContain("Sandbox payment — no real money moves");
    expect(
      (await decide(retry.transactionId, decisionToken(retryPage.body), "approve")).statusCode,
    ).toBe(303);
    expect((await formOf(token)).state).toBe("completed");
  });

  it("refuses forged and stale tokens, unknown references and a reference of another form", async () => {
    const token = await newApc();
    const query = payQuery(token);
    const firstTab = decisionToken((await start(query)).body);
    const secondTab = decisionToken((await start(query)).body);
    expect(secondTab).not.toBe(firstTab);
    const stale = await decide(query.transactionId, firstTab, "approve");
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain(escaped(paymentMessages.staleToken));
    expect((await decide(query.transactionId, "forged", "approve")).statusCode).toBe(400);
    expect((await decide("999999999", secondTab, "approve")).statusCode).toBe(404);
    expect((await decide(query.transactionId, secondTab, "steal")).statusCode).toBe(400);
    expect(await paymentOf(query.transactionId)).toMatchObject({ status: "pending" });
    expect((await formOf(token)).state).toBe("in_progress");

    const other = await newApc();
    const reused = await start(payQuery(other, { transactionId: query.transactionId }));
    expect(reused.statusCode).toBe(409);
    expect(reused.body).toContain(escaped(paymentMessages.referenceInUse));
  });

  it("pays a form once even from two tabs with two references", async () => {
    const token = await newApc();
    const a = payQuery(token);
    const b = payQuery(token);
    const tabA = decisionToken((await start(a)).body);
    const tabB = decisionToken((await start(b)).body);
    expect((await decide(a.transactionId, tabA, "approve")).statusCode).toBe(303);
    const late = await decide(b.transactionId, tabB, "approve");
    expect(late.statusCode, late.body).toBe(200);
    expect(late.body).toContain(escaped(paymentMessages.alreadyPaid));
    expect(await paymentOf(b.transactionId)).toMatchObject({ status: "pending" });
    expect(await receiptsOf(token)).toHaveLength(1);
  });
});
