// Benchmark of the registry's form page calls (DESIGN §5: form page GET and POST p99 ≤ 20 ms
// at 50 concurrent clients on PGlite), over real HTTP with autocannon, beside bare Fastify
// measured in the same run (these machines are shared and noisy: compare, and repeat).
//
//   npm run bench:form-service -- [--seconds 10] [--repeat 1] [--connections 50]
//     [--db pglite|pglite-disk|postgres] [--only "200 rows"] [--no-service-times]
//
// The service runs in a child process of this one (so the load generator does not share its
// event loop), on PGlite in a directory on disk – the budget's database: the product runs
// PGlite under DATA_DIR – and then on a fresh PostgreSQL database when TEST_DATABASE_URL is
// set (dropped afterwards). `--db pglite` measures the in-memory PGlite of the tests instead,
// whose file system grows its files by copying them (and so asks for more garbage
// collection). Only 127.0.0.1 is ever targeted.
//
// The form: 10 pages of 50 fields (500 fields) and, on page 1, a repeating group of 200 rows
// × 5 fields. Every page but the last is saved, so each is enabled and its GET echoes its
// values. One user per connection, each with a session and a form of their own (as 50 real
// clients would be), so saves never race on one form. Measured: GET and POST of a plain page
// (50 fields) and of the page with the 200 rows; then each call's service time for one client
// alone (in the service process, no socket).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { apiPaths, authResponseSchema, SESSION_HEADER } from "@portal/contract";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { stringify } from "yaml";
import { buildApp } from "../apps/registry/src/app.ts";
import { loadConfig } from "../apps/registry/src/config.ts";
import { type Database, openDatabase } from "../apps/registry/src/db/client.ts";
import { runMigrations } from "../apps/registry/src/db/migrate.ts";
import { hashPassword } from "../apps/registry/src/modules/auth/password.ts";
import { newFormToken } from "../apps/registry/src/modules/forms/form-token.ts";
import { insertForm } from "../apps/registry/src/modules/forms/store.ts";
import { insertUser } from "../apps/registry/src/modules/users/store.ts";
import { testDatabases } from "../apps/registry/test/databases.ts";
import {
  answerOf,
  FIELDS_PER_PAGE,
  generatedFormDefinition,
  PAGES,
  ROW_FIELDS,
  ROWS,
} from "./support/generated-form.ts";
import { loadAverageText, machineText } from "./support/machine.ts";
import { forkServiceProcess } from "./support/service-process.ts";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    repeat: { type: "string", default: "1" },
    connections: { type: "string", default: "50" },
    db: { type: "string", multiple: true },
    /** Only the cases whose name contains this text (e.g. "200 rows"). */
    only: { type: "string" },
    "no-service-times": { type: "boolean", default: false },
    server: { type: "boolean", default: false },
  },
});
const SECONDS = Number(args.seconds);
const REPEAT = Number(args.repeat);
const CONNECTIONS = Number(args.connections);
const HOST = "127.0.0.1";
const CODE = "BENCH-FORM";
const BUDGET_P99_MS = 20;

// ── The generated definition ────────────────────────────────────────────────────────────────
const definition = generatedFormDefinition({
  code: CODE,
  name: "Benchmark form",
  rowsPage: 1,
  required: true,
});

/** A page's values as the portal posts them (flat) and as the service saves them. */
function pageValues(p: number) {
  const flat: Record<string, unknown> = {};
  const saved: Record<string, unknown> = {};
  for (let f = 0; f < FIELDS_PER_PAGE; f++)
    flat[`p${p}_f${f}`] = saved[`p${p}_f${f}`] = answerOf(f);
  if (p === 1) {
    const rows = Array.from({ length: ROWS }, (_, r) =>
      Object.fromEntries(Array.from({ length: ROW_FIELDS }, (_, f) => [`r_f${f}`, answerOf(f, r)])),
    );
    saved.rows = rows;
    rows.forEach((row, r) => {
      for (const [name, value] of Object.entries(row)) flat[`rows[${r}].${name}`] = value;
    });
  }
  return { flat, saved };
}
const postBody = (p: number) =>
  new URLSearchParams({ page: JSON.stringify(pageValues(p).flat) }).toString();

interface Client {
  sessionId: string;
  token: string;
}
/**
 * Wall time and CPU time of the service process per request (the process's CPU time, so it
 * covers PGlite's thread too): CPU time is the figure that another process on the machine
 * disturbs least.
 */
interface ServiceTime {
  call: string;
  "ms/request": string;
  "CPU ms/request": string;
}
const SERVICE_TIME_REQUESTS = 300;
type ToParent =
  | { kind: "ready"; address: string; bareAddress: string; clients: Client[] }
  | { kind: "service-times"; rows: ServiceTime[] }
  | { kind: "drained" };
type ToChild = { kind: "service-times" } | { kind: "drain" } | { kind: "exit" };

// ── The service process ─────────────────────────────────────────────────────────────────────
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

async function serve(dbName: string): Promise<void> {
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
    Array.from({ length: PAGES - 1 }, (_, p) => [`page_${p}`, pageValues(p).saved]),
  );
  const passwordHash = await hashPassword("bench-password-123");
  const clients: Client[] = [];
  for (let c = 0; c < CONNECTIONS; c++) {
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

/**
 * A run ends when its time is up, not when the service has answered: requests still being
 * handled would otherwise meet the next run's requests for the same forms (and lose their
 * revision check). `whenDrained()` resolves once every request received has been handled,
 * including those whose client left before the answer.
 */
function requestsInFlight(app: FastifyInstance) {
  let inFlight = 0;
  let drained: Array<() => void> = [];
  app.addHook("onRequest", async () => {
    inFlight++;
  });
  // onSend, not onResponse: a request whose client left is still handled, and then sent
  // (into a closed socket), but never "responded".
  app.addHook("onSend", async () => {
    if (--inFlight > 0) return;
    for (const resolve of drained) resolve();
    drained = [];
  });
  return () =>
    new Promise<void>((resolve) => {
      if (inFlight === 0) resolve();
      else drained.push(resolve);
    });
}

// ── The load generator ──────────────────────────────────────────────────────────────────────
interface Stats {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  statuses: string;
  load: number;
  /** The load generator's own share of a core: far from 1, it is not what limits a run. */
  generatorCpu: number;
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function run(options: autocannon.Options): Promise<Stats> {
  const latencies: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { connections: CONNECTIONS, duration: SECONDS, ...options },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const cpu = process.cpuUsage(cpuBefore);
  const generatorCpu = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    rps: result.requests.total / SECONDS,
    errors: result.non2xx + result.errors + result.timeouts,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(" "),
    load: loadavg()[0]!,
    generatorCpu,
  };
}

/**
 * One client per connection: its own session and form, so no two requests in flight ever
 * share a form (they would race on its revision). Each connection's request is built once:
 * a load generator that builds every request anew (autocannon's setupRequest) collects its
 * own garbage in the middle of the service's answers, and its pauses were counted as theirs.
 */
function perClient(
  address: string,
  clients: Client[],
  build: (client: Client) => autocannon.Request,
): autocannon.Options {
  let next = 0;
  return {
    url: address,
    setupClient: (connection) => connection.setRequests([build(clients[next++ % clients.length]!)]),
  };
}

async function benchmark(dbName: string) {
  const { child, next } = forkServiceProcess<ToParent>([
    "--server",
    "--db",
    dbName,
    "--connections",
    String(CONNECTIONS),
  ]);
  const { address, bareAddress, clients } = await next("ready");
  for (const url of [address, bareAddress]) {
    if (new URL(url).hostname !== HOST) throw new Error(`refusing to target ${url}`);
  }

  const getPage = (page: string) =>
    perClient(address, clients, (client) => ({
      method: "GET",
      path: apiPaths.form(CODE, client.token, page),
      headers: { [SESSION_HEADER]: client.sessionId },
    }));
  const postPage = (page: number) => {
    const body = postBody(page);
    return perClient(address, clients, (client) => ({
      method: "POST",
      path: apiPaths.form(CODE, client.token, `page_${page}`),
      headers: {
        [SESSION_HEADER]: client.sessionId,
        "content-type": "application/x-www-form-urlencoded",
      },
      body,
    }));
  };
  const cases: Array<[string, autocannon.Options]> = [
    ["bare Fastify GET {hello}", { url: `${bareAddress}/hello` }],
    ["bare Fastify GET same-size body", { url: `${bareAddress}/same-size` }],
    ["GET page (50 fields)", getPage("page_5")],
    ["POST page (50 fields)", postPage(5)],
    ["GET page (50 fields + 200 rows)", getPage("page_1")],
    ["POST page (50 fields + 200 rows)", postPage(1)],
  ];

  /** A run, then a wait until the service has answered every request of it. */
  const measure = async (options: autocannon.Options) => {
    const stats = await run(options);
    child.send({ kind: "drain" } satisfies ToChild);
    await next("drained");
    return stats;
  };
  // Warm-up (JIT, database caches), not reported.
  await measure({ ...getPage("page_1"), duration: 2 });
  await measure({ ...postPage(1), duration: 2 });

  const chosen = cases.filter(([name]) => args.only === undefined || name.includes(args.only));
  const results = new Map<string, Stats[]>(chosen.map(([name]) => [name, []]));
  for (let r = 0; r < REPEAT; r++) {
    for (const [name, options] of chosen) results.get(name)!.push(await measure(options));
  }

  let times: ServiceTime[] = [];
  if (!args["no-service-times"]) {
    child.send({ kind: "service-times" } satisfies ToChild);
    times = (await next("service-times")).rows;
  }
  child.send({ kind: "exit" } satisfies ToChild);
  await new Promise((resolve) => child.once("exit", resolve));

  const ms = (n: number) => Number(n.toFixed(1));
  process.stdout.write(
    `\n${dbName}: ${CONNECTIONS} connections, ${SECONDS} s per run, ${REPEAT} run(s) per case ` +
      `(best p99 shown, spread of p99 across runs); budget p99 ≤ ${BUDGET_P99_MS} ms\n`,
  );
  console.table(
    [...results].map(([name, runs]) => {
      const best = runs.reduce((a, b) => (b.p99 < a.p99 ? b : a));
      const p99s = runs.map((s) => s.p99);
      return {
        run: name,
        "p50 ms": ms(best.p50),
        "p95 ms": ms(best.p95),
        "p99 ms": ms(best.p99),
        "p99 spread": `${ms(Math.min(...p99s))}–${ms(Math.max(...p99s))}`,
        "req/s": Math.round(best.rps),
        "non-2xx": runs.reduce((n, s) => n + s.errors, 0),
        statuses: best.statuses,
        load: best.load.toFixed(2),
        "generator CPU": `${Math.round(best.generatorCpu * 100)} %`,
      };
    }),
  );
  if (times.length > 0) {
    process.stdout.write(`${dbName}: service time, one client, sequential requests\n`);
    console.table(times);
  }
}

if (args.server) {
  await serve(args.db?.[0] ?? "pglite-disk");
} else {
  process.stdout.write(
    `Form service benchmark\n` +
      `machine: ${machineText()}\n` +
      `form: ${PAGES} pages × ${FIELDS_PER_PAGE} fields + ${ROWS} rows × ${ROW_FIELDS} fields\n`,
  );
  const dbs =
    args.db ?? (process.env.TEST_DATABASE_URL ? ["pglite-disk", "postgres"] : ["pglite-disk"]);
  for (const db of dbs) await benchmark(db);
  process.stdout.write(
    `\nat the end: ${loadAverageText()} (another process on these 2-core machines inflates p99: ` +
      "compare with bare Fastify, repeat)\n",
  );
}
