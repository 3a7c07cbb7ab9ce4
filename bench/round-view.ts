// Benchmark of the desk's round view at national scale (DESIGN §5: its counts ≤ 200 ms): on the
// database of DATABASE_URL holding a register (seed one with `npm run seed:register -- --count
// 100000`), the demo's round for the next practising year is added if missing, then the round's summary
// (who must renew, by profession and status) and the first page of who has not filed are read
// repeatedly, as a registrar opening the view would, each timed.
//
//   DATABASE_URL=postgres://… npm run bench:round-view -- [--runs 20]
import { parseArgs } from "node:util";
import { roundYearCode } from "@portal/contract";
import { demoRound } from "../apps/registry/seed/renewal-demo.ts";
import { openDatabase } from "../apps/registry/src/db/client.ts";
import { countPractitioners } from "../apps/registry/src/modules/register/index.ts";
import { addRound } from "../apps/registry/src/modules/renewal/index.ts";
import { createRoundView } from "../apps/registry/src/modules/renewal/plugin.ts";
import { machineText } from "./support/machine.ts";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "20" } } });
const RUNS = Number(args.runs);
const BUDGET_MS = 200;
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL: the PostgreSQL database holding the register");

const database = await openDatabase({ url });
const today = new Date().toISOString().slice(0, 10);
const next = demoRound(today);
await addRound(database.db, next);
const view = createRoundView({ db: database.db });
const yearCode = roundYearCode(next.year);

/** Milliseconds of each of `RUNS` calls, after one to warm the plans. */
async function timed(call: () => Promise<unknown>) {
  await call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { p50: at(0.5), p95: at(0.95) };
}

const summary = await view.summary(yearCode);
const counts = await timed(() => view.summary(yearCode));
const firstPage = await timed(() => view.notFiled(yearCode, { page: 1, pageSize: 25 }));
const people = await countPractitioners(database.db);
await database.close();
const ms = (n: number) => `${n.toFixed(1)} ms`;
process.stdout.write(
  [
    `round view of ${next.year}, ${people.toLocaleString("en-NZ")} on the register, ${summary.total.toLocaleString("en-NZ")} must renew (${machineText()})`,
    `  summary (counts): p50 ${ms(counts.p50)}, p95 ${ms(counts.p95)} (budget ${BUDGET_MS} ms: ${counts.p95 <= BUDGET_MS ? "met" : "NOT met"})`,
    `  not filed, page 1: p50 ${ms(firstPage.p50)}, p95 ${ms(firstPage.p95)}`,
    "",
  ].join("\n"),
);
