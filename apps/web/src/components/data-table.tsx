import type { Key, ReactNode } from "react";
import { TableScroll } from "./table-scroll.tsx";

export interface DataTableProps<Row> {
  /** The table's name, read out but not shown (when no heading names it). */
  caption?: string;
  /** The id of the visible heading that names the table. */
  labelledBy?: string;
  headers: readonly string[];
  rows: readonly Row[];
  rowKey(row: Row): Key;
  /** A row's cells in the order of the headers; the one that names its row is a `th scope=row`. */
  cells(row: Row): ReactNode;
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
  /** Bootstrap's table variants ("table-hover align-middle"). */
  className?: string;
}

/**
 * A table of rows, one per item, as the portal's lists and the desk show them: column headers,
 * a name for assistive technology, scrolling sideways on a narrow screen, a sentence when empty.
 */
export function DataTable<Row>({
  caption,
  labelledBy,
  headers,
  rows,
  rowKey,
  cells,
  emptyText,
  className = "align-middle",
}: DataTableProps<Row>) {
  if (rows.length === 0) return <p>{emptyText}</p>;
  return (
    <TableScroll label={caption} labelledBy={labelledBy}>
      <table className={`table ${className}`} aria-labelledby={labelledBy}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{cells(row)}</tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
