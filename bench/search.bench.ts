// Benchmark of the peer search (DESIGN §5: over 100,000 practitioners p95 ≤ 20 ms), over real
// HTTP with autocannon at 20 concurrent clients, on PGlite and – when TEST_DATABASE_URL names
// a PostgreSQL server – on a fresh PostgreSQL database created and dropped here. Each is
// measured beside a sequential-scan baseline in the same run: the same service and queries
// with the planner's index and bitmap scans turned off, i.e. what the search costs without
// its trigram indexes. The machine is shared: its load average is printed before each run.
//
//   npm run bench:search [-- --seconds 10 --count 100000]
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { apiPaths, authResponseSchema, SESSION_HEADER } from "@portal/contract";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { seedRegister } from "../apps/registry/seed/register/seed-register.ts";
import { buildApp } from "../apps/registry/src/app.ts";
import { loadConfig } from "../apps/registry/src/config.ts";
import { type Database, openDatabase } from "../apps/registry/src/db/client.ts";
import { runMigrations } from "../apps/registry/src/db/migrate.ts";
import { hashPassword } from "../apps/registry/src/modules/auth/password.ts";
import { insertUser } from "../apps/registry/src/modules/users/store.ts";

const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    count: { type: "string", default: "100000" },
    connections: { type: "string", default: "20" },
  },
});
const SECONDS = Number(args.seconds);
const COUNT = Number(args.count);
const CONNECTIONS = Number(args.connections);
const BUDGET_P95_MS = 20;

/** The mix: what people type into the peer and volunteer searches, without macrons. */
const mix: Array<{ kind: string; query: Record<string, string> }> = [
  ...[
    "pomar",
    "ngat",
    "taufa",
    "smith",
    "tuhiw",
    "wilson",
    "fifita",
    "chen",
    "kopu",
    "odegaard",
  ].map((s) => ({ kind: "surname", query: { Surname: s } })),
  ...["aroha", "hemi", "sione", "olivia", "priya", "tane", "mele smith", "wiremu"].map((n) => ({
    kind: "name",
    query: { Name: n },
  })),
  ...["kowhai st", "totara road", "pohutukawa", "hinemoa", "12 queen"].map((a) => ({
    kind: "address",
    query: { Address: a },
  })),
  ...["wellington", "dunedin", "whangarei", "taupo", "nelson"].map((c) => ({
    kind: "city",
    query: { City: c, Volunteer: "1" },
  })),
  ...[
    "Orthodontic Specialist",
    "Periodontic Specialist",
    "Dental Therapy Practice",
    "Clinical Dental Technology Practice",
  ].map((p) => ({ kind: "practice", query: { Practice: p } })),
  { kind: "practice+surname", query: { Practice: "General Dental Practice", Surname: "parata" } },
];
const urls = mix.map(
  ({ query }) =>
    `${apiPaths.search}?${new URLSearchParams({ limit: "20", start: "0", EligibleOnly: "1", ...query })}`,
);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Row {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  load: string;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

async function run(name: string, base: string, sessionId: string): Promise<Row> {
  const before = load();
  const times: number[] = [];
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { [SESSION_HEADER]: sessionId },
        requests: [{ setupRequest: (req) => ({ ...req, path: urls[next++ % urls.length]! }) }],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    name,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: Math.round(result.requests.average),
    requests: times.length,
    non2xx: result.non2xx + result.errors + result.timeouts,
    load: before,
  };
}

/** Each query alone, one client: which kinds cost what (median service time of 5, and hits). */
async function perKind(app: Awaited<ReturnType<typeof buildApp>>, sessionId: string) {
  const byKind = new Map<string, [number, number]>();
  for (const [i, url] of urls.entries()) {
    const samples: number[] = [];
    let hits = 0;
    for (let r = 0; r < 5; r++) {
      const t = performance.now();
      const res = await app.inject({ url, headers: { [SESSION_HEADER]: sessionId } });
      samples.push(performance.now() - t);
      hits = (res.json() as { totalItems: number }).totalItems;
    }
    samples.sort((a, b) => a - b);
    const { kind, query } = mix[i]!;
    byKind.set(`${kind}: ${Object.values(query).join(" ")}`, [samples[2]!, hits]);
  }
  return byKind;
}

async function serve(database: Database) {
  const dir = mkdtempSync(join(tmpdir(), "search-bench-"));
  const config = loadConfig({
    NODE_ENV: "benchmark",
    CAPTCHA: "off",
    DATA_DIR: join(dir, "data"),
    WEB_DIST: join(dir, "no-portal"),
  });
  const app = await buildApp({ config, database, rateLimit: false });
  const email = `bench-${randomBytes(4).toString("hex")}@example.test`;
  await insertUser(database.db, { email, passwordHash: await hashPassword("bench-password-123") });
  const login = await app.inject({
    method: "POST",
    url: apiPaths.login,
    payload: { login: email, password: "bench-password-123" },
  });
  const { odooSessionId } = authResponseSchema.parse(login.json());
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, address, sessionId: odooSessionId };
}

async function seed(database: Database, label: string) {
  const started = performance.now();
  const report = await seedRegister(database.db, COUNT, (done) => {
    if (done % 20_000 === 0) process.stdout.write(`  ${label}: ${done} people seeded\n`);
  });
  await database.db.execute(sql`ANALYZE`);
  process.stdout.write(
    `  ${label}: ${report.practitioners} practitioners in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
  );
}

const rows: Row[] = [];
const kinds: Array<{ db: string; byKind: Map<string, [number, number]> }> = [];

// ── PGlite ──────────────────────────────────────────────────────────────────────────────────
{
  const database = await openDatabase({});
  await runMigrations(database);
  await seed(database, "pglite");
  const { app, address, sessionId } = await serve(database);
  await run("warm-up", address, sessionId);
  kinds.push({ db: "pglite (indexed)", byKind: await perKind(app, sessionId) });
  rows.push(await run("pglite: trigram indexes", address, sessionId));
  // PGlite is one connection: a session setting applies to every query after it.
  await database.db.execute(sql`SET enable_indexscan = off`);
  await database.db.execute(sql`SET enable_bitmapscan = off`);
  rows.push(await run("pglite: sequential scan (baseline)", address, sessionId));
  await app.close();
  await database.close();
}

// ── PostgreSQL ──────────────────────────────────────────────────────────────────────────────
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `search_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ url: url.toString(), poolSize: 10 });
    await runMigrations(database);
    await seed(database, "postgres");
    const indexed = await serve(database);
    await run("warm-up", indexed.address, indexed.sessionId);
    kinds.push({ db: "postgres (indexed)", byKind: await perKind(indexed.app, indexed.sessionId) });
    rows.push(await run("postgres: trigram indexes", indexed.address, indexed.sessionId));
    await indexed.app.close();
    await database.close();
    // New connections of the baseline pool start with index and bitmap scans off.
    await admin.unsafe(`ALTER DATABASE ${name} SET enable_indexscan = off`);
    await admin.unsafe(`ALTER DATABASE ${name} SET enable_bitmapscan = off`);
    const seqDatabase = await openDatabase({ url: url.toString(), poolSize: 10 });
    const seq = await serve(seqDatabase);
    await run("warm-up", seq.address, seq.sessionId);
    rows.push(await run("postgres: sequential scan (baseline)", seq.address, seq.sessionId));
    await seq.app.close();
    await seqDatabase.close();
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// ── Report ──────────────────────────────────────────────────────────────────────────────────
const cpu = cpus();
process.stdout.write(
  `\nPeer search, ${COUNT.toLocaleString("en-NZ")} practitioners, ${CONNECTIONS} concurrent clients, ${SECONDS} s per run, ${mix.length} queries in rotation\n` +
    `machine: ${cpu.length} × ${cpu[0]?.model ?? "cpu"}, Node ${process.version}, load average now ${load()}\n\n`,
);
console.table(
  rows.map((r) => ({
    run: r.name,
    "p50 ms": r.p50,
    "p95 ms": r.p95,
    "p99 ms": r.p99,
    "req/s": r.rps,
    requests: r.requests,
    "non-2xx": r.non2xx,
    "load before": r.load,
  })),
);
for (const { db, byKind } of kinds) {
  process.stdout.write(`\nOne client alone, ${db}: median service time of each query (ms, hits)\n`);
  for (const [query, [ms, hits]] of byKind) {
    process.stdout.write(`  ${query.padEnd(52)} ${ms.toFixed(2).padStart(8)}  ${hits}\n`);
  }
}
const failed = rows.filter(
  (r) => r.name.includes("trigram") && (r.p95 > BUDGET_P95_MS || r.non2xx > 0),
);
process.stdout.write(
  `\nBudget p95 ≤ ${BUDGET_P95_MS} ms with the indexes: ${failed.length === 0 ? "met" : `not met by ${failed.map((r) => r.name).join(", ")}`}\n`,
);
process.exitCode = failed.length === 0 ? 0 : 1;
