// The form instance cache (PGlite only, where this process is the database's only client) must
// always hold what the database holds: after a load, a save, a refused save, a payment that
// completes the form, and a delete.
import { apiPaths } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { validApcPages } from "../../../test/apc-pages.ts";
import { buildTestApp } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import {
  formAnswer,
  postPage,
  sessionHeader,
  signInDemoPractitioner,
} from "../../../test/form-pages.ts";
import {
  fillApcToInvoice,
  hiddenField,
  paymentQuery,
  servedPayment,
} from "../../../test/payments.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { createFormCache, type FormCache } from "./form-cache.ts";
import { findForm } from "./store.ts";

describe("the form cache on PGlite", () => {
  let database: Database;
  let app: App;
  let cache: FormCache;
  let session: string;

  beforeAll(async () => {
    database = await testDatabases[0]!.open();
    cache = createFormCache();
    app = await buildTestApp(database, { formCache: cache });
    await seedDemoData(database.db);
    session = await signInDemoPractitioner(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const newApc = async () => {
    const res = await app.inject({ url: apiPaths.formAdd("APC"), headers: sessionHeader(session) });
    return formAnswer(res).form!.formToken;
  };
  const load = (token: string, page?: string) =>
    app.inject({ url: apiPaths.form("APC", token, page), headers: sessionHeader(session) });
  const save = (token: string, page: string, values: Record<string, unknown>) =>
    postPage(app, apiPaths.form("APC", token, page), values, session);
  const expectCacheAgrees = async (token: string) => {
    const cached = cache.get(token);
    expect(cached).toBeDefined();
    expect(cached).toEqual(await findForm(database.db, { token }));
  };

  it("holds what a load read and what each committed save wrote", async () => {
    const token = await newApc();
    expect((await load(token, "details")).statusCode).toBe(200);
    await expectCacheAgrees(token);
    for (const page of ["details", "practice"]) {
      expect(formAnswer(await save(token, page, validApcPages[page]!)).page?.state).toBe("done");
      await expectCacheAgrees(token);
    }
    expect(cache.get(token)?.revision).toBe(2);
  });

  it("is unchanged by a refused save", async () => {
    const token = await newApc();
    await save(token, "details", validApcPages.details!);
    const before = cache.get(token);
    const refused = await save(token, "details", {
      ...validApcPages.details,
      scopes_of_practice: ["endodontics"],
    });
    expect(formAnswer(refused).page?.state).toBe("error");
    expect(cache.get(token)).toBe(before);
    await expectCacheAgrees(token);
  });

  it("forgets a form an approved payment completed, then reads it completed", async () => {
    const token = await newApc();
    await fillApcToInvoice(app, session, token);
    const query = new URLSearchParams(
      paymentQuery(token, await servedPayment(app, session, token)),
    );
    const sandbox = await app.inject({ url: `${apiPaths.payment}?${query}` });
    await load(token);
    expect(cache.get(token)).toBeDefined();
    const decided = await app.inject({
      method: "POST",
      url: "/odoo_payment/api/v1/payment/decide",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        reference: query.get("transactionId")!,
        token: hiddenField(sandbox.body, "token"),
        intent: hiddenField(sandbox.body, "intent"),
        decision: "approve",
      }).toString(),
    });
    expect(decided.statusCode).toBe(303);
    expect(cache.get(token)).toBeUndefined();
    await load(token);
    expect(cache.get(token)?.state).toBe("completed");
    await expectCacheAgrees(token);
  });

  it("forgets a deleted form, which is then not found", async () => {
    const token = await newApc();
    await load(token);
    const res = await app.inject({
      method: "DELETE",
      url: apiPaths.form("APC", token),
      headers: sessionHeader(session),
    });
    expect(res.statusCode).toBe(200);
    expect(cache.get(token)).toBeUndefined();
    expect((await load(token)).statusCode).toBe(404);
  });
});
