// The load-and-fault benchmark: N simulated practitioners sign in, load the first
// page of their APC application and save it, for T seconds, against the real service
// (`npm run serve`'s main.ts in child processes): on PGlite (one instance, its DATA_DIR), and
// on PostgreSQL with two instances (when TEST_DATABASE_URL names a server; a fresh database,
// dropped afterwards). Then every save the service acknowledged is read back.
//
//   npm run bench:load -- [--users 120] [--seconds 45] [--think-ms 1000]
//     [--saves-per-sign-in 3] [--db pglite|postgres] [--instances 2] [--kill]
//     [--lapsing 500 | --plain-day] [--national 100000] [--workers 1]
//
// The day is the eve of a renewal deadline (support/load-renewal-day.ts): every practitioner
// in the storm is due today's reminder, `--lapsing` more lapse today, and the instances' job
// runners send the reminders, expire the lapsed and deliver the e-mails beside the rush; each
// reminder and lapse must happen once. `--plain-day` leaves the scheduled work out.
//
// `--national N` is instead the day a round opens on a register of N brought in by the import
// (support/load-national.ts), on PostgreSQL only: the opening's reminder goes to everyone who
// must renew through a real SMTP peer, `--lapsing` of them lapse, and the instances keep
// running after the storm until every e-mail is delivered. `--workers N` adds N instances that
// run the jobs, outside the balancer, and the balanced ones then run none (JOBS=off).
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
import type { BenchDay } from "./support/load-day.ts";
import { nationalDay } from "./support/load-national.ts";
import { addPractitioners } from "./support/load-practitioners.ts";
import { renewalDay, TIME_ZONE } from "./support/load-renewal-day.ts";
import { budgetFailures, type Result, report } from "./support/load-report.ts";
import { newStorm, runStorm } from "./support/load-storm.ts";
import { verifySaves } from "./support/load-verify.ts";
import { machineText, printDisturbedNote } from "./support/machine.ts";

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
    national: { type: "string" },
    workers: { type: "string", default: "0" },
  },
});
const USERS = Number(args.users);
const SECONDS = Number(args.seconds);
const THINK_MS = Number(args["think-ms"]);
const SAVES_PER_SIGN_IN = Number(args["saves-per-sign-in"]);
const POSTGRES_INSTANCES = Number(args.instances);
const BUDGET_P99_MS = 200;
const LAPSING = args["plain-day"] ? undefined : Number(args.lapsing);
const NATIONAL = args.national === undefined ? undefined : Number(args.national);
const WORKERS = Number(args.workers);

/** The day's work beside the storm, if any. */
async function dayOf(): Promise<BenchDay | undefined> {
  if (NATIONAL !== undefined) return nationalDay(NATIONAL, LAPSING ?? 0);
  return LAPSING === undefined ? undefined : renewalDay(LAPSING);
}

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

async function benchmark(target: Target): Promise<Result> {
  const prepared = await target.prepare();
  const benchDay = await dayOf();
  const env = {
    ...prepared.env,
    ...benchDay?.env,
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
    await benchDay?.prepare(prepared.where, emails);

    // Several instances start at once, as a supervisor starts them; with workers, the ones
    // behind the balancer only answer requests (JOBS=off) and the workers run the jobs.
    const web = WORKERS > 0 ? { ...env, JOBS: "off" } : env;
    const starting = (n: number, of: Record<string, string>) =>
      Array.from({ length: n }, () => startServiceProcess(of));
    running.push(
      ...(await Promise.all([...starting(target.instances, web), ...starting(WORKERS, env)])),
    );
    const instances = new Instances(running.slice(0, target.instances));
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
    await benchDay?.settle(prepared.where);
    for (const instance of running) instance.child.kill("SIGTERM");
    for (const instance of running) {
      const code = await instance.exited;
      if (code !== 0) throw new Error(`an instance exited ${code}: ${instance.stderr()}`);
    }
    const day = await benchDay?.outcome(prepared.where, startedAt);
    return {
      target: target.name,
      storm,
      verified,
      ...(kill ? { kill } : {}),
      ...(day ? { day } : {}),
    };
  } finally {
    for (const instance of running) if (instance.child.exitCode === null) instance.child.kill();
    await benchDay?.dispose();
    await prepared.dispose();
  }
}

const databases = NATIONAL === undefined ? ["pglite", "postgres"] : ["postgres"];
const targets = (args.db ?? (adminUrl ? databases : ["pglite"])).map((name) => {
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
  report(result, USERS);
  failures.push(...budgetFailures(result, BUDGET_P99_MS));
}
printDisturbedNote();
process.stdout.write(
  `\nBudgets (0 errors but admitted 503s, 0 acknowledged saves lost, each reminder and lapse ` +
    `once, load and save p99 ≤ ` +
    `${BUDGET_P99_MS} ms on PostgreSQL): ${failures.length === 0 ? "met" : `not met: ${failures.join("; ")}`}\n`,
);
process.exitCode = failures.length === 0 ? 0 : 1;
