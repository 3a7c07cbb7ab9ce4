// The load-and-fault benchmark: N simulated practitioners sign in, load the first
// page of their APC application and save it, for T seconds, against the real service
// (`npm run serve`'s main.ts in child processes): on PGlite (one instance, its DATA_DIR), and
// on PostgreSQL with two instances (when TEST_DATABASE_URL names a server; a fresh database,
// dropped afterwards). Then every save the service acknowledged is read back.
//
//   npm run bench:load -- [--users 120] [--seconds 45] [--think-ms 1000]
//     [--saves-per-sign-in 3] [--db pglite|postgres] [--instances 2] [--kill]
//     [--lapsing 500 | --plain-day]
//
// The day is the eve of a renewal deadline (support/load-renewal-day.ts): every practitioner
// in the storm is due today's reminder, `--lapsing` more lapse today, and the instances' job
// runners send the reminders, expire the lapsed and deliver the e-mails beside the rush; each
// reminder and lapse must happen once. `--plain-day` leaves the scheduled work out.
//
// `--kill` ends instance 1 with SIGKILL halfway through, starts it again on the same port
// and data, and checks the saves after that too. The clients balance their requests over
// the instances as a load balancer would (support/load-balancer.ts); the per-address limits
// are the real ones, each practitioner coming from an address of their own through
// X-Forwarded-For (TRUST_PROXY=loopback). Only 127.0.0.1 is ever targeted.
//
// Times are those of the attempt that was answered; a request whose connection failed (the
// instance killed) is sent again, counted under "resent", and "max with resends" is the
// longest a practitioner waited for an answer, the outage included. `--think-ms 0` makes
// every practitioner a closed loop: a stress figure, not a day's traffic.
//
// Budgets (DESIGN §5): no errors but the sign-in queue's admitted 503s, no
// acknowledged save lost, and on PostgreSQL with two instances page load and save p99
// ≤ 200 ms with the sign-ins in the mix.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { adminUrl, freshPostgresDatabase } from "../apps/registry/test/databases.ts";
import { type ServiceProcess, startServiceProcess } from "../apps/registry/test/service-process.ts";
import { Instances } from "./support/load-balancer.ts";
import { addPractitioners } from "./support/load-practitioners.ts";
import {
  dayFailures,
  dayReport,
  prepareRenewalDay,
  type RenewalDay,
  type RenewalDayFigures,
  renewalDayFigures,
  TIME_ZONE,
} from "./support/load-renewal-day.ts";
import { newStorm, runStorm, STEPS, type Storm } from "./support/load-storm.ts";
import { verifySaves } from "./support/load-verify.ts";
import { machineText, printDisturbedNote } from "./support/machine.ts";
import { percentile } from "./support/percentile.ts";

const { values: args } = parseArgs({
  options: {
    users: { type: "string", default: "120" },
    seconds: { type: "string", default: "45" },
    "think-ms": { type: "string", default: "1000" },
    "saves-per-sign-in": { type: "string", default: "3" },
    db: { type: "string", multiple: true },
    instances: { type: "string", default: "2" },
    kill: { type: "boolean", default: false },
    lapsing: { type: "string", default: "500" },
    "plain-day": { type: "boolean", default: false },
  },
});
const USERS = Number(args.users);
const SECONDS = Number(args.seconds);
const THINK_MS = Number(args["think-ms"]);
const SAVES_PER_SIGN_IN = Number(args["saves-per-sign-in"]);
const POSTGRES_INSTANCES = Number(args.instances);
const BUDGET_P99_MS = 200;
const LAPSING = args["plain-day"] ? undefined : Number(args.lapsing);

interface Target {
  name: string;
  instances: number;
  /** The environment of every instance, and where the practitioners are written. */
  prepare(): Promise<{
    env: Record<string, string>;
    where: { dataDir: string } | { url: string };
    dispose(): Promise<void>;
  }>;
}

const pglite: Target = {
  name: "pglite",
  instances: 1,
  async prepare() {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-load-"));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      where: { dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

const postgresTarget = (server: string): Target => ({
  name: `postgres, ${POSTGRES_INSTANCES} instances`,
  instances: POSTGRES_INSTANCES,
  async prepare() {
    const fresh = await freshPostgresDatabase(server);
    // Keys in DATA_DIR are shared by every instance, as the README asks of an operator.
    const dataDir = mkdtempSync(join(tmpdir(), "bench-load-"));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: fresh.url },
      where: { url: fresh.url },
      async dispose() {
        await fresh.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
});

interface Result {
  target: string;
  storm: Storm;
  verified: Awaited<ReturnType<typeof verifySaves>>;
  kill?: { atSeconds: number; readyAfterMs: number };
  day?: { planned: RenewalDay; figures: RenewalDayFigures };
}

async function benchmark(target: Target): Promise<Result> {
  const prepared = await target.prepare();
  const env = {
    ...prepared.env,
    NODE_ENV: "benchmark",
    RATE_LIMIT_SCALE: "1",
    TRUST_PROXY: "loopback",
    TIME_ZONE,
  };
  const running: ServiceProcess[] = [];
  try {
    // Migrations and the demo data, then the practitioners while no instance runs.
    const first = await startServiceProcess(env);
    first.child.kill("SIGTERM");
    if ((await first.exited) !== 0) throw new Error(`first start: ${first.stderr()}`);
    const practitioners = await addPractitioners(prepared.where, USERS);
    const emails = practitioners.map((p) => p.email);
    const planned =
      LAPSING === undefined ? undefined : await prepareRenewalDay(prepared.where, emails, LAPSING);

    // Several instances start at once, as a supervisor starts them.
    running.push(
      ...(await Promise.all(
        Array.from({ length: target.instances }, () => startServiceProcess(env)),
      )),
    );
    const instances = new Instances(running);
    const storm = newStorm(USERS);
    const startedAt = new Date();
    const start = performance.now();
    const stormDone = runStorm(
      {
        instances,
        practitioners,
        until: start + SECONDS * 1000,
        thinkMs: THINK_MS,
        savesPerSignIn: SAVES_PER_SIGN_IN,
      },
      storm,
    );
    let kill: Result["kill"];
    if (args.kill) {
      await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2));
      const victim = running[0]!;
      victim.child.kill("SIGKILL");
      await victim.exited;
      const killedAt = performance.now();
      const port = new URL(victim.base).port;
      const again = await startServiceProcess({ ...env, PORT: port });
      running[0] = again;
      instances.up(0, again);
      kill = {
        atSeconds: (killedAt - start) / 1000,
        readyAfterMs: performance.now() - killedAt,
      };
    }
    await stormDone;
    const verified = await verifySaves(instances, practitioners, storm);
    for (const instance of running) instance.child.kill("SIGTERM");
    for (const instance of running) {
      const code = await instance.exited;
      if (code !== 0) throw new Error(`an instance exited ${code}: ${instance.stderr()}`);
    }
    const day = planned && {
      planned,
      figures: await renewalDayFigures(prepared.where, planned, startedAt),
    };
    return {
      target: target.name,
      storm,
      verified,
      ...(kill ? { kill } : {}),
      ...(day ? { day } : {}),
    };
  } finally {
    for (const instance of running) if (instance.child.exitCode === null) instance.child.kill();
    await prepared.dispose();
  }
}

const ms = (values: number[], p: number) =>
  values.length === 0 ? "-" : Math.round(percentile(values, p));

function report(result: Result) {
  const { storm, verified } = result;
  process.stdout.write(`\n${result.target}\n`);
  console.table(
    STEPS.map((step) => {
      const r = storm.steps[step];
      return {
        step,
        answered: r.ms.length,
        "admitted 503": r.admitted503,
        errors: r.errors,
        "resent (conn.)": r.connectionFailures,
        "p50 ms": ms(r.ms, 50),
        "p95 ms": ms(r.ms, 95),
        "p99 ms": ms(r.ms, 99),
        "max ms": ms(r.ms, 100),
        "max with resends ms": Math.round(r.worstWithResendsMs),
      };
    }),
  );
  if (result.kill) {
    process.stdout.write(
      `kill -9 of instance 1 at ${result.kill.atSeconds.toFixed(1)} s; ready again after ` +
        `${(result.kill.readyAfterMs / 1000).toFixed(1)} s\n`,
    );
  }
  const acknowledged = storm.acknowledged.reduce((a, b) => a + b, 0);
  process.stdout.write(
    `acknowledged saves: ${acknowledged}; practitioners whose last acknowledged save is stored: ` +
      `${verified.kept} of ${USERS}; lost: ${verified.lost.length}\n`,
  );
  for (const line of storm.errorSamples) process.stdout.write(`  error: ${line}\n`);
  for (const line of verified.lost.slice(0, 10)) process.stdout.write(`  lost: ${line}\n`);
  if (result.day) process.stdout.write(dayReport(result.day));
}

/** What the budgets say of a result: the failures, none when met. */
function budgetFailures(result: Result): string[] {
  const failures: string[] = [];
  const errors = STEPS.reduce((n, step) => n + result.storm.steps[step].errors, 0);
  if (errors > 0) failures.push(`${result.target}: ${errors} errors`);
  if (result.day) failures.push(...dayFailures(result.target, result.day));
  if (result.verified.lost.length > 0) {
    failures.push(`${result.target}: ${result.verified.lost.length} acknowledged saves lost`);
  }
  if (result.target.startsWith("postgres")) {
    for (const step of ["load page", "save page"] as const) {
      const p99 = percentile(result.storm.steps[step].ms, 99);
      if (!(p99 <= BUDGET_P99_MS)) {
        failures.push(`${result.target}: ${step} p99 ${Math.round(p99)} ms > ${BUDGET_P99_MS} ms`);
      }
    }
  }
  return failures;
}

const targets = (args.db ?? (adminUrl ? ["pglite", "postgres"] : ["pglite"])).map((name) => {
  if (name === "pglite") return pglite;
  if (name !== "postgres") throw new Error(`--db ${name}: pglite or postgres`);
  if (!adminUrl)
    throw new Error(
      "--db postgres needs TEST_DATABASE_URL (a server whose role may create databases)",
    );
  return postgresTarget(adminUrl);
});

process.stdout.write(
  `Load and fault: ${USERS} practitioners for ${SECONDS} s, think ${THINK_MS} ms (±50 %), ` +
    `${SAVES_PER_SIGN_IN} load+save per sign-in${args.kill ? ", kill -9 halfway" : ""}\n` +
    `machine: ${machineText()}\n`,
);
const failures: string[] = [];
for (const target of targets) {
  const result = await benchmark(target);
  report(result);
  failures.push(...budgetFailures(result));
}
printDisturbedNote();
process.stdout.write(
  `\nBudgets (0 errors but admitted 503s, 0 acknowledged saves lost, each reminder and lapse ` +
    `once, load and save p99 ≤ ` +
    `${BUDGET_P99_MS} ms on PostgreSQL): ${failures.length === 0 ? "met" : `not met: ${failures.join("; ")}`}\n`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
