// Benchmark of the form page calls (DESIGN §5: form page GET and POST p99 ≤ 20 ms at 50
// concurrent clients on PGlite), over real HTTP with autocannon, beside bare Fastify measured
// in the same run (these machines are noisy: compare, don't trust absolute numbers).
//
//   node_modules/.bin/node apps/registry/bench/form-page.bench.ts [seconds per run, default 10]
//
// The form: 10 pages of 50 fields (500 fields) and, on page 1, a repeating group of 200 rows
// × 5 fields. Every page but the last is saved, so each is enabled and its GET echoes its
// values. 50 users, each with a session and a form of their own (as 50 real clients would
// be), so saves never race on one form. Measured: GET and POST of a plain page (50 fields)
// and of the page with the 200 rows, then each call's service time for one client alone.
import { mkdtempSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { apiPaths, authResponseSchema, SESSION_HEADER } from "@portal/contract";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { stringify } from "yaml";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { runMigrations } from "../src/db/migrate.ts";
import { hashPassword } from "../src/modules/auth/password.ts";
import { newFormToken } from "../src/modules/forms/form-token.ts";
import { insertForm } from "../src/modules/forms/store.ts";
import { insertUser } from "../src/modules/users/store.ts";

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;
const PAGES = 10;
const FIELDS_PER_PAGE = 50;
const ROWS = 200;
const ROW_FIELDS = 5;
const CODE = "BENCH-FORM";

// ── The generated definition ────────────────────────────────────────────────────────────────
const renderTypeOf = (i: number) =>
  (["text", "textarea", "date", "float", "select"] as const)[i % 5]!;
const field = (name: string, i: number) => ({
  fieldName: name,
  label: `Question ${name}`,
  renderType: renderTypeOf(i),
  required: i % 3 === 0,
  ...(renderTypeOf(i) === "select"
    ? {
        fieldDetails: {
          options: [
            { id: 1, name: "One" },
            { id: 2, name: "Two" },
          ],
        },
      }
    : {}),
});
const answerOf = (i: number, row = 0): string | number =>
  [`Answer ${i}/${row}`, `A longer answer for ${i}, row ${row}.`, "2026-03-01", "12.5", 2][i % 5]!;

const definition = {
  code: CODE,
  name: "Benchmark form",
  pages: Array.from({ length: PAGES }, (_, p) => ({
    code: `page_${p}`,
    name: `Page ${p}`,
    sections: [
      {
        title: `Section ${p}`,
        fieldGroups: [
          {
            groupId: `group_${p}`,
            fields: Array.from({ length: FIELDS_PER_PAGE }, (_, f) => field(`p${p}_f${f}`, f)),
          },
          ...(p === 1
            ? [
                {
                  groupId: "rows",
                  hasMany: true,
                  minRows: 1,
                  maxRows: 500,
                  fields: Array.from({ length: ROW_FIELDS }, (_, f) => field(`r_f${f}`, f)),
                },
              ]
            : []),
        ],
      },
    ],
  })),
};

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

// ── The service, on in-memory PGlite ────────────────────────────────────────────────────────
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
const database = await openDatabase({});
await runMigrations(database);
const app = await buildApp({ config, database, rateLimit: false });

// Every page saved but the last, so the pages measured are enabled and saving them never
// completes the form.
const savedValues = Object.fromEntries(
  Array.from({ length: PAGES - 1 }, (_, p) => [`page_${p}`, pageValues(p).saved]),
);
const passwordHash = await hashPassword("bench-password-123");
const clients: Array<{ sessionId: string; token: string }> = [];
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
const address = await app.listen({ port: 0, host: "127.0.0.1" });

// ── Bare Fastify baselines ──────────────────────────────────────────────────────────────────
const bare = Fastify({ logger: false });
const sampleBody = (
  await app.inject({
    url: apiPaths.form(CODE, clients[0]!.token, "page_1"),
    headers: { [SESSION_HEADER]: clients[0]!.sessionId },
  })
).body;
bare.get("/hello", async () => ({ hello: "world" }));
bare.get("/same-size", async (_req, reply) => reply.type("application/json").send(sampleBody));
const bareAddress = await bare.listen({ port: 0, host: "127.0.0.1" });

// ── Runs ────────────────────────────────────────────────────────────────────────────────────
interface Row {
  name: string;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  bytes: number;
  statuses: string;
}

async function run(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    non2xx: result.non2xx + result.errors + result.timeouts,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(" "),
  };
}

/** One client per connection: its own session and form. */
function perClient(build: (client: (typeof clients)[number]) => autocannon.Request) {
  let next = 0;
  return {
    url: address,
    requests: [
      {
        setupRequest: (request: autocannon.Request, context: Record<string, unknown>) => {
          context.client ??= clients[next++ % clients.length];
          return { ...request, ...build(context.client as (typeof clients)[number]) };
        },
      },
    ],
  } as autocannon.Options;
}

const getPage = (page: string) =>
  perClient((client) => ({
    method: "GET",
    path: apiPaths.form(CODE, client.token, page),
    headers: { [SESSION_HEADER]: client.sessionId },
  }));
const postPage = (page: number) => {
  const body = new URLSearchParams({ page: JSON.stringify(pageValues(page).flat) }).toString();
  return perClient((client) => ({
    method: "POST",
    path: apiPaths.form(CODE, client.token, `page_${page}`),
    headers: {
      [SESSION_HEADER]: client.sessionId,
      "content-type": "application/x-www-form-urlencoded",
    },
    body,
  }));
};

/**
 * Service time: one client, requests one after another (in-process inject, no socket). At 50
 * concurrent clients on one event loop and one PGlite connection, latency is mostly queueing:
 * p99 ≈ 50 × this.
 */
async function serviceTimes(): Promise<Array<{ call: string; "ms/request": string }>> {
  const c = clients[0]!;
  const headers = { [SESSION_HEADER]: c.sessionId };
  const body = new URLSearchParams({ page: JSON.stringify(pageValues(1).flat) }).toString();
  const calls = [
    ["SELECT 1 (PGlite round trip)", () => database.db.execute(sql`select 1`)],
    ["GET session_check (session only)", () => app.inject({ url: apiPaths.sessionCheck, headers })],
    [
      "GET page (50 fields)",
      () => app.inject({ url: apiPaths.form(CODE, c.token, "page_5"), headers }),
    ],
    [
      "GET page (50 fields + 200 rows)",
      () => app.inject({ url: apiPaths.form(CODE, c.token, "page_1"), headers }),
    ],
    [
      "POST page (50 fields + 200 rows)",
      () =>
        app.inject({
          method: "POST",
          url: apiPaths.form(CODE, c.token, "page_1"),
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          payload: body,
        }),
    ],
  ] as const;
  const times = [];
  for (const [call, send] of calls) {
    for (let i = 0; i < 50; i++) await send();
    const start = performance.now();
    for (let i = 0; i < 300; i++) await send();
    times.push({ call, "ms/request": ((performance.now() - start) / 300).toFixed(2) });
  }
  return times;
}

// Warm-up (JIT, PGlite caches), not reported.
await run("warm-up", { ...getPage("page_1"), duration: 2 });
await run("warm-up", { ...postPage(1), duration: 2 });

const rows: Row[] = [];
rows.push(await run("bare Fastify GET {hello}", { url: `${bareAddress}/hello` }));
rows.push(await run("bare Fastify GET same-size body", { url: `${bareAddress}/same-size` }));
rows.push(await run("GET page (50 fields)", getPage("page_5")));
rows.push(await run("POST page (50 fields)", postPage(5)));
rows.push(await run("GET page (50 fields + 200 rows)", getPage("page_1")));
rows.push(await run("POST page (50 fields + 200 rows)", postPage(1)));

const cpu = cpus();
process.stdout.write(
  `\nForm page benchmark: ${CONNECTIONS} connections, ${SECONDS} s per run, PGlite in memory\n` +
    `machine: ${cpu.length} × ${cpu[0]?.model ?? "?"}, Node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}\n` +
    `form: ${PAGES} pages × ${FIELDS_PER_PAGE} fields + ${ROWS} rows × ${ROW_FIELDS} fields; budget p99 ≤ 20 ms\n\n`,
);
console.table(
  rows.map((r) => ({
    run: r.name,
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    "req/s": r.rps,
    "bytes/resp": r.bytes,
    "non-2xx": r.non2xx,
    statuses: r.statuses,
  })),
);

process.stdout.write("\nService time, one client, sequential:\n");
console.table(await serviceTimes());

await app.close();
await bare.close();
await database.close();
