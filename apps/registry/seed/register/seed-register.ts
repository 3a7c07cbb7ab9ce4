// Writes the synthetic register, idempotently: people are added in batches (one transaction
// each, so PGlite's one connection is not held for the whole run) and a person already in
// the register is skipped, so seeding again – or seeding more – only adds who is missing.
// Invented people: a start makes them outside production only (seed/at-start.ts).
import type { Db } from "../../src/db/client.ts";
import {
  countPractitioners,
  insertPractitioners,
  tidyRegister,
} from "../../src/modules/register/index.ts";
import { practisingYearOf } from "../practising-year.ts";
import { registerPeople } from "./generate.ts";

/** People seeded at every start (npm run seed:register -- --count N for more). */
export const DEFAULT_REGISTER_SIZE = 2_000;
const BATCH = 1_000;

export interface RegisterSeedReport {
  practitionersAdded: number;
  practitioners: number;
}

export interface RegisterSeedOptions {
  /** How many people the register should hold. */
  count?: number;
  /** YYYY-MM-DD: the people seeded hold the certificate of its practising year. */
  today?: string;
  onProgress?: (done: number) => void;
}

export async function seedRegister(
  db: Db,
  {
    count = DEFAULT_REGISTER_SIZE,
    today = new Date().toISOString().slice(0, 10),
    onProgress,
  }: RegisterSeedOptions = {},
): Promise<RegisterSeedReport> {
  let practitionersAdded = 0;
  // A register that holds at least `count` people was seeded before (person i is always
  // the same person): nothing to do, and the check is one count.
  if ((await countPractitioners(db)) < count) {
    let batch = [];
    let done = 0;
    for (const person of registerPeople(count, practisingYearOf(today))) {
      batch.push(person);
      if (batch.length === BATCH) {
        const people = batch;
        practitionersAdded += (await db.transaction((tx) => insertPractitioners(tx, people)))
          .length;
        done += batch.length;
        onProgress?.(done);
        batch = [];
      }
    }
    if (batch.length > 0) {
      const people = batch;
      practitionersAdded += (await db.transaction((tx) => insertPractitioners(tx, people))).length;
      onProgress?.(done + batch.length);
    }
  }
  // A bulk load leaves the GIN indexes' pending lists full and the planner's statistics
  // stale: tidy both, so the first searches do not pay for it.
  if (practitionersAdded > 0) await tidyRegister(db);
  return { practitionersAdded, practitioners: await countPractitioners(db) };
}
