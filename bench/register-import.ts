// Benchmark of bringing a register in (`npm run register -- import`, decision 050): a register
// file of the demo generator's people (100,000 by default) is written, then checked (a dry
// run), imported into an empty database, imported again (everyone is already there) and
// exported, each timed. On a fresh PostgreSQL database of TEST_DATABASE_URL's server when it
// is set, else on in-memory PGlite. Budget: the import of 100,000 within 60 s on PostgreSQL.
//
//   npm run bench:import -- [--count 100000]
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { type Database, openDatabase } from "../apps/registry/src/db/client.ts";
import { runMigrations } from "../apps/registry/src/db/migrate.ts";
import { exportRegister } from "../apps/registry/src/modules/register/import/export-register.ts";
import { importRegister } from "../apps/registry/src/modules/register/import/import-register.ts";
import { machineText, printDisturbedNote } from "./support/machine.ts";
import { withPostgres } from "./support/postgres-database.ts";
import { writeRegisterFile } from "./support/register-file.ts";

const { values: args } = parseArgs({
  options: { count: { type: "string", default: "100000" } },
});
const COUNT = Number(args.count);
const BUDGET_S = 60;
const today = new Date().toISOString().slice(0, 10);

async function timed<T>(label: string, work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const rate = Math.round(COUNT / seconds).toLocaleString("en-NZ");
  console.log(`${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s  ${rate} rows/s`);
  return { result, seconds };
}

async function run(database: Database, name: string) {
  await runMigrations(database);
  const path = join(mkdtempSync(join(tmpdir(), "bench-register-import-")), "register.csv");
  console.log(`${COUNT.toLocaleString("en-NZ")} people on ${name}; ${machineText()}`);
  await timed("write the file (generator)", () => writeRegisterFile(path, COUNT, today));
  const db = database.db;
  await timed("check only (--dry-run)", () => importRegister(db, path, { today, dryRun: true }));
  const first = await timed("import into an empty register", () =>
    importRegister(db, path, { today }),
  );
  const { result: again } = await timed("import again (all already there)", () =>
    importRegister(db, path, { today }),
  );
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  await timed("export", () => exportRegister(db, sink, { today }));
  const n = (count: number) => count.toLocaleString("en-NZ");
  console.log(
    `added ${n(first.result.added)}; again: ${n(again.added)} added, ${n(again.alreadyThere)} already there`,
  );
  const within = first.seconds <= BUDGET_S ? "within" : "OVER";
  console.log(`import ${first.seconds.toFixed(1)} s: ${within} the budget of ${BUDGET_S} s`);
  printDisturbedNote();
}

const url = process.env.TEST_DATABASE_URL;
if (url) {
  await withPostgres(url, async (fresh) => {
    const database = await openDatabase({ url: fresh, poolSize: 2 });
    try {
      await run(database, "PostgreSQL");
    } finally {
      await database.close();
    }
  });
} else {
  const database = await openDatabase({});
  await run(database, "PGlite (in memory; set TEST_DATABASE_URL for PostgreSQL)");
  await database.close();
}
