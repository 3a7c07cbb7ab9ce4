// The CSV the service writes, which people open in spreadsheets – the desk's exports and the
// register's (`npm run register -- export`): RFC 4180 with CRLF line ends, a cell holding any
// line break quoted, and a cell a spreadsheet would run as a formula (= + - @, a tab or
// carriage return first) prefixed with a quote (OWASP CSV injection).
import { type Options, type Stringifier, stringify as streaming } from "csv-stringify";
import { stringify } from "csv-stringify/sync";

const spreadsheetOptions = (columns: readonly string[]): Options => ({
  header: true,
  columns: [...columns],
  escape_formulas: true,
  record_delimiter: "\r\n",
  quoted_match: /[\r\n]/,
});

/** A header line of `columns`, then one line per row (cells in the columns' order). */
export function spreadsheetCsv(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return stringify(
    rows.map((row) => [...row]),
    spreadsheetOptions(columns),
  );
}

/** The same CSV as a stream, for more rows than are held at once: write rows, then end it. */
export function spreadsheetCsvStream(columns: readonly string[]): Stringifier {
  return streaming(spreadsheetOptions(columns));
}
