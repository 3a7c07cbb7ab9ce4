// The desk's CSV exports, which people open in spreadsheets: RFC 4180 with CRLF line ends, a
// cell holding any line break quoted, and a cell a spreadsheet would run as a formula (= + - @,
// a tab or carriage return first) prefixed with a quote (OWASP CSV injection).
import { stringify } from "csv-stringify/sync";

/** A header line of `columns`, then one line per row (cells in the columns' order). */
export function spreadsheetCsv(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      header: true,
      columns: [...columns],
      escape_formulas: true,
      record_delimiter: "\r\n",
      quoted_match: /[\r\n]/,
    },
  );
}
