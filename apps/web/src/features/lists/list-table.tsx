import type { InProgressForm } from "@portal/contract";
import type { ReactNode } from "react";
import { DataTable } from "../../components/data-table.tsx";
import { type ListKind, rowLabel } from "./list-rules.ts";

interface ListTableProps<Row extends { form: InProgressForm }> {
  /** Prefix of the heading's id, which names the section and the table. */
  id: string;
  title: string;
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
  kind: ListKind;
  headers: readonly string[];
  rows: readonly Row[];
  /** The first column's label, as it is or made a link. */
  renderLabel?(label: string, row: Row): ReactNode;
  /** The cells after the first column. */
  renderCells(row: Row): ReactNode;
}

/** The table of a list section (SPEC §2 List screens): heading, empty text, headers and rows. */
export function ListTable<Row extends { form: InProgressForm }>({
  id,
  title,
  emptyText,
  kind,
  headers,
  rows,
  renderLabel = (label) => label,
  renderCells,
}: ListTableProps<Row>) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h3 id={headingId} className="h5">
        {title}
      </h3>
      <DataTable
        labelledBy={headingId}
        className="table-striped align-middle"
        headers={headers}
        rows={rows}
        rowKey={(row) => row.form.formId}
        emptyText={emptyText}
        cells={(row) => {
          const { form } = row;
          const label = rowLabel(kind, form);
          return (
            <>
              <th scope="row" className="fw-normal">
                {renderLabel(label, row)}
                {kind !== "generic" && label !== form.name && (
                  <span className="d-block small text-body-secondary">{form.name}</span>
                )}
              </th>
              {renderCells(row)}
            </>
          );
        }}
      />
    </section>
  );
}
