// The service process of the form service benchmark (form-service.bench.ts started again with
// `--server`): the registry on the database measured, one user, session and form per
// connection, bare Fastify beside it, and each call's service time for one client alone.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { apiPaths, authResponseSchema, SESSION_HEADER } from "@portal/contract";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { stringify } from "yaml";
import { buildApp } from "../../apps/registry/src/app.ts";
import { loadConfig } from "../../apps/registry/src/config.ts";
import { type Database, openDatabase } from "../../apps/registry/src/db/client.ts";
import { runMigrations } from "../../apps/registry/src/db/migrate.ts";
import { hashPassword } from "../../apps/registry/src/modules/auth/password.ts";
import { newFormToken } from "../../apps/registry/src/modules/forms/form-token.ts";
import { insertForm } from "../../apps/registry/src/modules/forms/store.ts";
import { insertUser } from "../../apps/registry/src/modules/users/store.ts";
import { testDatabases } from "../../apps/registry/test/databases.ts";
import { generatedFormDefinition, PAGES, pageValues } from "./generated-form.ts";
import { HOST } from "./portal-service.ts";
import { requestsInFlight } from "./requests-in-flight.ts";

export const CODE = "BENCH-FORM";
/** The page with the 200 rows. */
const ROWS_PAGE = 1;

const definition = generatedFormDefinition({
  code: CODE,
  name: "Benchmark form",
  rowsPage: ROWS_PAGE,
  required: true,
});

/** Page `p`'s values as the portal posts them. */
export const postBody = (p: number) =>
  new URLSearchParams({ page: JSON.stringify(pageValues(p, ROWS_PAGE).flat) }).toString();

export interface Client {
  sessionId: string;
  token: string;
}
/**
 * Wall time and CPU time of the service process per request (the process's CPU time, so it
 * covers PGlite's thread too): CPU time is the figure that another process on the machine
 * disturbs least.
 */
export interface ServiceTime {
  call: string;
  "ms/request": string;
  "CPU ms/request": string;
}
const SERVICE_TIME_REQUESTS = 300;
export type ToParent =
  | { kind: "ready"; address: string; bareAddress: string; clients: Client[] }
  | { kind: "service-times"; rows: ServiceTime[] }
  | { kind: "drained" };
export type ToChild = { kind: "service-times" } | { kind: "drain" } | { kind: "exit" };

/**
 * The databases measured: those of the tests (PGlite in memory; PostgreSQL), and PGlite in a
 * directory on disk, as the product runs it under DATA_DIR.
 */
function databaseNamed(dbName: string, dir: string): { open(): Promise<Database> } | undefined {
  if (dbName === "pglite-disk") {
    return {
      async open() {
        const database = await openDatabase({ dataDir: join(dir, "data") });
        await runMigrations(database);
        return database;
      },
    };
  }
  return testDatabases.find((d) => d.name === dbName);
}

export async function serve(dbName: string, connections: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "form-bench-"));
  writeFileSync(join(dir, "bench-form.yaml"), stringify(definition));
  writeFileSync(join(dir, "portal.json"), JSON.stringify({ registrationFormType: CODE }));
  const config = loadConfig({
    NODE_ENV: "benchmark",
    CAPTCHA: "off",
    FORMS_DIR: dir,
    PORTAL_CONFIG: join(dir, "portal.json"),
    DATA_DIR: join(dir, "data"),
    WEB_DIST: join(dir, "no-portal"),
  });
  const testDb = databaseNamed(dbName, dir);
  if (!testDb) throw new Error(`no database ${dbName} (PostgreSQL needs TEST_DATABASE_URL)`);
  const database = await testDb.open();
  const app = await buildApp({ config, database, rateLimit: false });
  const whenDrained = requestsInFlight(app);

  // Every page saved but the last, so the pages measured are enabled and saving them never
  // completes the form.
  const savedValues = Object.fromEntries(
    Array.from({ length: PAGES - 1 }, (_, p) => [`page_${p}`, pageValues(p, ROWS_PAGE).saved]),
  );
  const passwordHash = await hashPassword("bench-password-123");
  const clients: Client[] = [];
  for (let c = 0; c < connections; c++) {
    const email = `bench-${c}@example.test`;
    const userId = (await insertUser(database.db, { email, passwordHash }))!;
    const token = newFormToken();
    await insertForm(database.db, {
      token,
      ownerId: userId,
      formTypeCode: CODE,
      name: "Bench",
      values: savedValues,
    });
    const login = await app.inject({
      method: "POST",
      url: apiPaths.login,
      payload: { login: email, password: "bench-password-123" },
    });
    clients.push({ sessionId: authResponseSchema.parse(login.json()).odooSessionId, token });
  }
  const address = await app.listen({ port: 0, host: HOST });

  // Bare Fastify in the same process: the floor of this machine and this load.
  const bare = Fastify({ logger: false });
  const sample = await app.inject({
    url: apiPaths.form(CODE, clients[0]!.token, "page_1"),
    headers: { [SESSION_HEADER]: clients[0]!.sessionId },
  });
  if (sample.statusCode !== 200) throw new Error(`sample GET answered ${sample.statusCode}`);
  bare.get("/hello", async () => ({ hello: "world" }));
  bare.get("/same-size", async (_req, reply) => reply.type("application/json").send(sample.body));
  const bareAddress = await bare.listen({ port: 0, host: HOST });

  /**
   * Service time: one client, requests one after another (inject, no socket). At N
   * concurrent clients on one event loop and one PGlite connection, latency is mostly
   * queueing: p99 ≈ N × this.
   */
  async function serviceTimes() {
    const c = clients[0]!;
    const headers = { [SESSION_HEADER]: c.sessionId };
    const post = (page: number) => {
      const payload = postBody(page);
      return () =>
        app.inject({
          method: "POST",
          url: apiPaths.form(CODE, c.token, `page_${page}`),
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          payload,
        });
    };
    const calls = [
      ["SELECT 1 (database round trip)", () => database.db.execute(sql`select 1`)],
      [
        "GET session_check (session only)",
        () => app.inject({ url: apiPaths.sessionCheck, headers }),
      ],
      [
        "GET page (50 fields)",
        () => app.inject({ url: apiPaths.form(CODE, c.token, "page_5"), headers }),
      ],
      [
        "GET page (50 fields + 200 rows)",
        () => app.inject({ url: apiPaths.form(CODE, c.token, "page_1"), headers }),
      ],
      ["POST page (50 fields)", post(5)],
      ["POST page (50 fields + 200 rows)", post(1)],
    ] as const;
    const rows: ServiceTime[] = [];
    for (const [call, send] of calls) {
      for (let i = 0; i < 50; i++) await send();
      const start = performance.now();
      const cpu = process.cpuUsage();
      for (let i = 0; i < SERVICE_TIME_REQUESTS; i++) await send();
      const { user, system } = process.cpuUsage(cpu);
      rows.push({
        call,
        "ms/request": ((performance.now() - start) / SERVICE_TIME_REQUESTS).toFixed(2),
        "CPU ms/request": ((user + system) / 1000 / SERVICE_TIME_REQUESTS).toFixed(2),
      });
    }
    return rows;
  }

  const send = (message: ToParent) => process.send!(message);
  process.on("message", async (message: ToChild) => {
    if (message.kind === "drain") {
      await whenDrained();
      send({ kind: "drained" });
    }
    if (message.kind === "service-times")
      send({ kind: "service-times", rows: await serviceTimes() });
    if (message.kind === "exit") {
      await app.close();
      await bare.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
      process.disconnect();
    }
  });
  // The service never outlives the benchmark that started it.
  process.on("disconnect", () => process.exit());
  send({ kind: "ready", address, bareAddress, clients });
}
