// METRICS_PORT: the series on a listener of their own, as main.ts starts it, on both databases:
// what the service counts is what the listener shows, without a token; nothing else is there.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeTestService, openTestService } from "../../../test/app.ts";
import { testDatabases } from "../../../test/databases.ts";
import { scrapeText } from "../../../test/metrics-text.ts";
import type { App } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { healthPaths } from "../operations/index.ts";
import { createMetrics } from "./metrics.ts";
import { type MetricsServer, startMetricsServer } from "./metrics-server.ts";

describe.each(testDatabases)("the metrics listener on $name", (testDb) => {
  const metrics = createMetrics();
  let database: Database;
  let app: App;
  let server: MetricsServer;
  let base: string;

  beforeAll(async () => {
    ({ database, app } = await openTestService(testDb, { metrics }));
    // As main.ts starts it: on METRICS_HOST, which is loopback unless set.
    const { metricsHost } = loadConfig({ METRICS_PORT: "9464" });
    server = await startMetricsServer(metrics, { port: 0, host: metricsHost });
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(async () => {
    await server.close();
    await closeTestService({ app, database });
  });

  it("serves the app's series at /metrics, without a token", async () => {
    const read = async () => {
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      return scrapeText(await res.text());
    };
    const labels = { method: "GET", route: healthPaths.live, status_code: "200" };
    const before = (await read()).value("portal_http_requests_total", labels);
    expect((await app.inject({ url: healthPaths.live })).statusCode).toBe(200);
    const after = await read();
    expect(after.value("portal_http_requests_total", labels)).toBe(before + 1);
    expect(after.has("nodejs_eventloop_lag_seconds")).toBe(true);
    expect(after.has("portal_db_statement_duration_seconds_count")).toBe(true);
  });

  it("listens on loopback only, however the service's HOST is set", () => {
    expect(server.address).toBe("127.0.0.1");
  });

  it("answers nothing but GET /metrics", async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(404);
  });
});

describe("two apps' metrics in one process", () => {
  it("count apart, and show the process's series both", async () => {
    const one = createMetrics();
    const two = createMetrics();
    one.pageSaves.save("saved");
    const [a, b] = await Promise.all(
      [one, two].map(async (m) => scrapeText(await m.registry.metrics())),
    );
    expect(a!.value("portal_page_saves_total", { outcome: "saved" })).toBe(1);
    expect(b!.value("portal_page_saves_total", { outcome: "saved" })).toBe(0);
    expect(a!.has("process_cpu_seconds_total") && b!.has("process_cpu_seconds_total")).toBe(true);
  });
});
