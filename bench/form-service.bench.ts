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
import { parseArgs } from "node:util";
import { apiPaths, SESSION_HEADER } from "@portal/contract";
import type autocannon from "autocannon";
import { type Load, perClient, run, type Stats } from "./support/autocannon-run.ts";
import {
  CODE,
  postBody,
  type ServiceTime,
  serve,
  type ToChild,
  type ToParent,
} from "./support/form-service-server.ts";
import { FIELDS_PER_PAGE, PAGES, ROW_FIELDS, ROWS } from "./support/generated-form.ts";
import { loadRunOptions } from "./support/load-run-options.ts";
import { loadAverageText, machineText } from "./support/machine.ts";
import { HOST } from "./support/portal-service.ts";
import { forkServiceProcess } from "./support/service-process.ts";

const { values: args } = parseArgs({
  options: {
    ...loadRunOptions({ connections: "50" }),
    repeat: { type: "string", default: "1" },
    /** Only the cases whose name contains this text (e.g. "200 rows"). */
    only: { type: "string" },
    "no-service-times": { type: "boolean", default: false },
  },
});
const SECONDS = Number(args.seconds);
const REPEAT = Number(args.repeat);
const CONNECTIONS = Number(args.connections);
const BUDGET_P99_MS = 20;
const load: Load = { connections: CONNECTIONS, seconds: SECONDS };

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
    const stats = await run(options, load);
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
  await serve(args.db?.[0] ?? "pglite-disk", CONNECTIONS);
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
