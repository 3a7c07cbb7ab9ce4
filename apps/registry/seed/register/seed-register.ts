// Writes the synthetic register through the register's own import, as a regulator's file comes
// in: each generated person is a row of a register file, checked as an operator's rows are and
// written in batches (one transaction each, so PGlite's one connection is not held for the whole
// run); a person already on the register is skipped, so seeding again – or seeding more – only
// adds who is missing. Invented people: a start makes them outside production only
// (seed/at-start.ts).
import type { Db } from "../../src/db/client.ts";
import {
  countPractitioners,
  type HeldCertificate,
  importRegisterLines,
  type RegisterRow,
  registerRowOf,
} from "../../src/modules/register/index.ts";
import { practisingYearOf } from "../practising-year.ts";
import { registerPeople } from "./generate.ts";

/** People seeded at every start (npm run seed:register -- --count N for more). */
export const DEFAULT_REGISTER_SIZE = 2_000;

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

/**
 * The demo register's first `count` people as the rows of a register file that brings them in
 * on `today`, each with the certificates `certificatesOf` names by index, else the generator's.
 */
export function* demoRegisterRows(
  count: number,
  today: string,
  certificatesOf?: (index: number) => HeldCertificate[] | undefined,
): Generator<RegisterRow> {
  let index = 0;
  for (const person of registerPeople(count, practisingYearOf(today))) {
    const certificates = certificatesOf?.(index++) ?? person.certificates ?? [];
    const filePerson = { ...person, email: person.email ?? "" };
    yield registerRowOf(
      { person: filePerson, practices: person.practices, certificates, conditions: [] },
      today,
    );
  }
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
    function* lines() {
      // Line 1 of a file names the columns.
      let line = 2;
      for (const row of demoRegisterRows(count, today)) yield { line: line++, row };
    }
    const report = await importRegisterLines(db, lines, { today, onProgress });
    if (report.problems.length > 0) {
      throw new Error(`the demo register does not import: ${report.problems.join("; ")}`);
    }
    practitionersAdded = report.added;
  }
  return { practitionersAdded, practitioners: await countPractitioners(db) };
}
