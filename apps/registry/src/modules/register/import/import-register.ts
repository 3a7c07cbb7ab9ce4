// Brings a register file onto the register (docs/decisions/050) – an operator's, or the demo's
// generated people, who come in the same way: the whole file is checked first and nothing is
// written while any line is wrong; then it is read again and written in batches of BATCH
// people, one transaction each (PGlite's one connection is never held for the whole run),
// through the register's own insertPractitioners, which skips anyone whose registration number
// is on the register already – so the same file imported again adds no one. The file is read
// twice rather than held whole: a register of 100,000 stays small.
import type { Db } from "../../../db/client.ts";
import { tidyRegister } from "../search-rows-store.ts";
import { insertPractitioners, type NewPractitioner } from "../store.ts";
import { checkRow } from "./check-row.ts";
import { importedStatus } from "./imported-status.ts";
import { type FileLine, readRegisterFile } from "./read-register-file.ts";

export const BATCH = 1_000;

export interface ImportReport {
  /** The rows of people the file holds. */
  rows: number;
  /** Every problem, `line N, column: …`, in the file's order; nothing was written if any. */
  problems: string[];
  /** People put on the register (0 on a dry run or with problems). */
  added: number;
  /** People whose registration number was on the register already: left as they are. */
  alreadyThere: number;
}

export interface ImportOptions {
  /** YYYY-MM-DD in the regulator's time zone: whose certificate is in force. */
  today: string;
  /** Check the file only. */
  dryRun?: boolean;
  onProgress?: (done: number) => void;
}

/**
 * The rows of a register, read from the start each time it is called (the import reads them
 * twice): a file's, or the demo generator's people as a file would hold them.
 */
export type RegisterLines = () => AsyncIterable<FileLine> | Iterable<FileLine>;

/** The people of the rows, or the problems of its lines (every one of them). */
async function* checkedRows(lines: RegisterLines, today: string) {
  const context = { today, seen: new Map<string, number>() };
  for await (const read of lines()) {
    if ("problem" in read) {
      yield { problems: [`line ${read.line}: ${read.problem}`] };
    } else {
      yield checkRow(read.row, read.line, context);
    }
  }
}

/** Brings the register file at `path` in. */
export const importRegister = (db: Db, path: string, options: ImportOptions) =>
  importRegisterLines(db, () => readRegisterFile(path), options);

export async function importRegisterLines(
  db: Db,
  lines: RegisterLines,
  { today, dryRun = false, onProgress }: ImportOptions,
): Promise<ImportReport> {
  const report: ImportReport = { rows: 0, problems: [], added: 0, alreadyThere: 0 };
  for await (const checked of checkedRows(lines, today)) {
    if ("person" in checked) report.rows++;
    else report.problems.push(...checked.problems);
  }
  if (dryRun || report.problems.length > 0) return report;

  const statusOf = importedStatus(db, today);
  const write = async (people: NewPractitioner[]) => {
    for (const person of people) {
      person.certificates = await Promise.all((person.certificates ?? []).map(statusOf));
    }
    const added = await db.transaction((tx) => insertPractitioners(tx, people));
    report.added += added.length;
    report.alreadyThere += people.length - added.length;
    onProgress?.(report.added + report.alreadyThere);
  };
  let batch: NewPractitioner[] = [];
  for await (const checked of checkedRows(lines, today)) {
    // Checked a moment ago: a problem now means the file was changed during the import.
    if (!("person" in checked)) {
      throw new Error(
        `the file changed while it was imported (${checked.problems[0]}); ` +
          `${report.added} people were added before it: import the corrected file again`,
      );
    }
    batch.push(checked.person);
    if (batch.length === BATCH) {
      await write(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await write(batch);
  // A bulk load leaves the GIN indexes' pending lists full and the planner's statistics stale.
  if (report.added > 0) await tidyRegister(db);
  return report;
}
