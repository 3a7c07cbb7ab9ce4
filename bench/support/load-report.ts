// What the load benchmark prints of a run (each step's answers and percentiles, the saves read
// back, the day's work) and what of it breaks the budgets.
import { STEPS, type Storm } from "./load-storm.ts";
import type { verifySaves } from "./load-verify.ts";
import { percentile } from "./percentile.ts";

export interface Result {
  target: string;
  storm: Storm;
  verified: Awaited<ReturnType<typeof verifySaves>>;
  kill?: { atSeconds: number; readyAfterMs: number };
  day?: { report: string; failures: string[] };
}

const ms = (values: number[], p: number) =>
  values.length === 0 ? "-" : Math.round(percentile(values, p));

export function report(result: Result, users: number) {
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
      `${verified.kept} of ${users}; lost: ${verified.lost.length}\n`,
  );
  for (const line of storm.errorSamples) process.stdout.write(`  error: ${line}\n`);
  for (const line of verified.lost.slice(0, 10)) process.stdout.write(`  lost: ${line}\n`);
  if (result.day) process.stdout.write(result.day.report);
}

/** What the budgets say of a result: the failures, none when met. */
export function budgetFailures(result: Result, budgetP99Ms: number): string[] {
  const failures: string[] = [];
  const errors = STEPS.reduce((n, step) => n + result.storm.steps[step].errors, 0);
  if (errors > 0) failures.push(`${result.target}: ${errors} errors`);
  if (result.day) failures.push(...result.day.failures.map((f) => `${result.target}, ${f}`));
  if (result.verified.lost.length > 0) {
    failures.push(`${result.target}: ${result.verified.lost.length} acknowledged saves lost`);
  }
  if (result.target.startsWith("postgres")) {
    for (const step of ["load page", "save page"] as const) {
      const p99 = percentile(result.storm.steps[step].ms, 99);
      if (!(p99 <= budgetP99Ms)) {
        failures.push(`${result.target}: ${step} p99 ${Math.round(p99)} ms > ${budgetP99Ms} ms`);
      }
    }
  }
  return failures;
}
