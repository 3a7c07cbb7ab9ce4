// npm run seed:register -- --count 100000: seeds the synthetic register into the database
// the service uses (DATABASE_URL, or PGlite under DATA_DIR), after running the migrations.
import { parseArgs } from "node:util";
import { OWNER_ONLY_UMASK } from "../../src/data-dir-access.ts";
import { openDatabase } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { DEFAULT_REGISTER_SIZE, seedRegister } from "./seed-register.ts";

// As the service: what it writes under DATA_DIR is the owner's only.
process.umask(OWNER_ONLY_UMASK);
const { values } = parseArgs({
  options: { count: { type: "string", default: String(DEFAULT_REGISTER_SIZE) } },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 0 || count > 10_000_000) {
  process.stderr.write(
    `--count must be a whole number from 0 to 10,000,000, not ${values.count}\n`,
  );
  process.exit(1);
}
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "./data",
});
await runMigrations(database);
const started = performance.now();
const report = await seedRegister(database.db, {
  count,
  onProgress: (done) => {
    if (done % 10_000 === 0) process.stdout.write(`  ${done.toLocaleString("en-NZ")} people…\n`);
  },
});
await database.close();
process.stdout.write(
  `register: ${report.practitionersAdded} added, ${report.practitioners} in all (${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
);
