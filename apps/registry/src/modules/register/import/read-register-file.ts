// Reads a register file as a stream (csv-parse), row by row, each row with the line of the file
// it starts on, so that a file of 100,000 people is never held whole and every refusal names a
// line an operator can find in an editor, even after a quoted cell that runs over lines.
import { createReadStream } from "node:fs";
import { CsvError, type Info, parse } from "csv-parse";
import {
  optionalColumns,
  type RegisterColumn,
  type RegisterRow,
  registerColumns,
  unguarded,
} from "./register-columns.ts";

/** A row of people, or why the file (its header, a row's cells, its CSV) cannot be read. */
export type FileLine = { line: number; row: RegisterRow } | { line: number; problem: string };

const count = (cells: readonly string[], pattern: RegExp) =>
  cells.reduce((n, cell) => n + (cell.match(pattern)?.length ?? 0), 0);

/** Where each column is in the file, or what is wrong with its header. */
function columnsOf(header: readonly string[]): Map<RegisterColumn, number> | string[] {
  const where = new Map<RegisterColumn, number>();
  const problems: string[] = [];
  header.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    const column = registerColumns.find((c) => c === name);
    if (!column) problems.push(`"${cell}" is not a column of the register file`);
    else if (where.has(column)) problems.push(`the column "${column}" is given twice`);
    else where.set(column, index);
  });
  for (const column of registerColumns) {
    if (!where.has(column) && !optionalColumns.has(column)) {
      problems.push(`the column "${column}" is missing`);
    }
  }
  return problems.length > 0 ? problems : where;
}

function rowOf(cells: readonly string[], where: Map<RegisterColumn, number>): RegisterRow {
  const row = {} as RegisterRow;
  for (const column of registerColumns) {
    const index = where.get(column);
    row[column] = index === undefined ? "" : unguarded(cells[index] ?? "").trim();
  }
  return row;
}

/**
 * The file's rows after its header line (the column names, in any order). A header that is
 * wrong is all that is answered; a row with more or fewer cells than the header is answered as
 * a problem and the rows after it still read.
 */
export async function* readRegisterFile(path: string): AsyncGenerator<FileLine> {
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true });
  const file = createReadStream(path);
  file.on("error", (error) => parser.destroy(error));
  file.pipe(parser);
  let where: Map<RegisterColumn, number> | undefined;
  // csv-parse counts a CRLF inside a quoted cell as two lines (each character as a break) but
  // one between rows as one: what it over-counted so far is taken off its line numbers.
  let overCounted = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: Info;
    }>) {
      overCounted += count(record, /\r\n/g);
      const line = info.lines - overCounted - count(record, /\r\n|\r|\n/g);
      if (!where) {
        const header = columnsOf(record);
        if (Array.isArray(header)) {
          for (const problem of header) yield { line, problem };
          return;
        }
        where = header;
      } else if (record.length !== where.size) {
        const problem = `${record.length} cells where the header names ${where.size} columns`;
        yield { line, problem };
      } else {
        yield { line, row: rowOf(record, where) };
      }
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines ?? parser.info.lines;
    yield { line, problem: `the file cannot be read as CSV: ${error.message}` };
    return;
  } finally {
    file.destroy();
  }
  if (!where) yield { line: 1, problem: "the file is empty: its first line names the columns" };
}
