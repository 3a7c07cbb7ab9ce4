// GET /metrics on the service's port, on both databases: behind METRICS_TOKEN (401 without it,
// 403 with another, 404 when none is configured), and the series move as the service is used –
// sign-ins, page saves and requests counted by their route's pattern, never by the URL that
// carries a form token or a session id.
import { apiPaths } from "@portal/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../../seed/seed.ts";
import { validApcPages } from "../../../test/apc-pages.ts";
import { closeTestService, fakePortalBuild, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import {
  formAnswer,
  postPage,
  sessionHeader,
  signInDemoPractitioner,
} from "../../../test/form-pages.ts";
import { type Scrape, scrapeText } from "../../../test/metrics-text.ts";
import type { App } from "../../app.ts";
import type { Database } from "../../db/client.ts";
import { METRICS_PATH, UNMATCHED_ROUTE } from "./routes.ts";

const TOKEN = "metrics-test-token-0123456789abcdefghij";
const bearer = { authorization: `Bearer ${TOKEN}` };
const PAGE_ROUTE = "/registry/api/v1/form/:formType/:formId/:page";

describe.each(testDatabases)("metrics on the service's port on $name", (testDb) => {
  let database: Database;
  let app: App;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, { env: { METRICS_TOKEN: TOKEN } }));
    await seedDemoData(database.db);
  });
  afterAll(() => closeTestService({ app, database }));

  async function scrape(): Promise<Scrape> {
    const res = await app.inject({ url: METRICS_PATH, headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers["cache-control"]).toBe("no-store");
    return scrapeText(res.body);
  }

  it("counts sign-ins, page saves and requests by route pattern, and times statements", async () => {
    const before = await scrape();

    const failed = await app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: "practitioner@example.org", password: "not-the-password" },
    });
    expect(failed.statusCode).toBe(401);
    const session = await signInDemoPractitioner(app);
    const added = await app.inject({
      url: apiPaths.formAdd("APC"),
      headers: sessionHeader(session),
    });
    const token = added.json().form.formToken as string;
    const loaded = await app.inject({
      url: apiPaths.form("APC", token, "details"),
      headers: sessionHeader(session),
    });
    expect(loaded.statusCode).toBe(200);
    const saved = formAnswer(
      await postPage(app, apiPaths.form("APC", token, "details"), validApcPages.details!, session),
    );
    expect(saved.page?.state).toBe("done");
    const refused = formAnswer(
      await postPage(app, apiPaths.form("APC", token, "details"), {}, session),
    );
    expect(refused.page?.state).toBe("error");

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) =>
      after.value(name, labels) - before.value(name, labels);
    expect(grew("portal_sign_ins_total", { outcome: "success" })).toBe(1);
    expect(grew("portal_sign_ins_total", { outcome: "failed" })).toBe(1);
    expect(grew("portal_page_saves_total", { outcome: "saved" })).toBe(1);
    expect(grew("portal_page_saves_total", { outcome: "refused" })).toBe(1);
    const pageGet = { method: "GET", route: PAGE_ROUTE, status_code: "200" };
    expect(grew("portal_http_requests_total", pageGet)).toBe(1);
    expect(grew("portal_http_request_duration_seconds_count", pageGet)).toBe(1);
    expect(after.value("portal_http_request_duration_seconds_sum", pageGet)).toBeGreaterThan(0);
    const login401 = { method: "POST", route: apiPaths.login, status_code: "401" };
    expect(grew("portal_http_requests_total", login401)).toBe(1);
    expect(grew("portal_db_statement_duration_seconds_count")).toBeGreaterThan(5);

    // The route's pattern, never a URL: no token or session id in any label.
    expect(after.text).not.toContain(token);
    expect(after.text).not.toContain(session);
    expect(after.labelValues("route")).not.toContain(apiPaths.form("APC", token, "details"));
  });

  it("shows the process's series, and PGlite's queue on PGlite only", async () => {
    const series = await scrape();
    expect(series.has("nodejs_eventloop_lag_seconds")).toBe(true);
    expect(series.has("nodejs_eventloop_lag_p99_seconds")).toBe(true);
    expect(series.has("process_cpu_seconds_total")).toBe(true);
    expect(series.has("nodejs_heap_size_used_bytes")).toBe(true);
    if (database.driver === "pglite") {
      // Nothing else runs while the scrape is answered.
      expect(series.value("portal_db_queue_depth")).toBe(0);
    } else {
      expect(series.has("portal_db_queue_depth")).toBe(false);
    }
  });

  it("labels a request no route matched as unmatched", async () => {
    const before = await scrape();
    const res = await app.inject({ method: "POST", url: "/no/such/route/abc123" });
    expect(res.statusCode).toBe(404);
    const after = await scrape();
    const labels = { method: "POST", route: UNMATCHED_ROUTE, status_code: "404" };
    expect(after.value("portal_http_requests_total", labels)).toBe(
      before.value("portal_http_requests_total", labels) + 1,
    );
    expect(after.text).not.toContain("abc123");
  });

  it("counts a lock after repeated failures, and the sign-ins it refuses", async () => {
    const before = await scrape();
    const attempt = () =>
      app.inject({
        method: "POST",
        url: apiPaths.login,
        payload: { login: "peer@example.org", password: "wrong-every-time" },
        remoteAddress: "192.0.2.77",
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(429);
    const after = await scrape();
    expect(
      after.value("portal_sign_in_locks_total") - before.value("portal_sign_in_locks_total"),
    ).toBe(1);
    const grew = (outcome: string) =>
      after.value("portal_sign_ins_total", { outcome }) -
      before.value("portal_sign_ins_total", { outcome });
    expect(grew("failed")).toBe(5);
    expect(grew("locked")).toBe(1);
  });

  it("answers 401 without the token and 403 with another, showing no series", async () => {
    const none = await app.inject({ url: METRICS_PATH });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toMatch(/^Bearer/);
    const wrong = await app.inject({
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(403);
    const basic = await app.inject({
      url: METRICS_PATH,
      headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
    });
    expect(basic.statusCode).toBe(401);
    for (const res of [none, wrong, basic]) expect(res.body).not.toContain("portal_");
  });
});

describe.each(testDatabases)("metrics without METRICS_TOKEN on $name", (testDb) => {
  it("has no /metrics on the service's port: 404, not the portal's history fallback", async () => {
    const service = await openTestService(testDb, { env: { WEB_DIST: fakePortalBuild() } });
    try {
      for (const headers of [{}, bearer]) {
        const res = await service.app.inject({ url: METRICS_PATH, headers });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain("portal_");
      }
      // The history fallback is there for other paths.
      expect((await service.app.inject({ url: "/dashboard" })).statusCode).toBe(200);
    } finally {
      await closeTestService(service);
    }
  });
});
