import { Link } from "react-router";
import { formatDate } from "./format.ts";
import {
  type InProgressRow,
  inProgressHeaders,
  type ListKind,
  rowLabel,
  showActionsColumn,
} from "./list-rules.ts";

export interface InProgressTableProps {
  kind: ListKind;
  rows: readonly InProgressRow[];
  busy: boolean;
  onDelete(row: InProgressRow): void;
}

const formPath = (row: InProgressRow) =>
  `/form/${encodeURIComponent(row.formType.id)}/${encodeURIComponent(row.form.formId)}`;

/** SPEC §2 'In progress': resume links for editable forms, Delete for deletable ones. */
export function InProgressTable({ kind, rows, busy, onDelete }: InProgressTableProps) {
  const withActions = showActionsColumn(rows);
  return (
    <section aria-labelledby="in-progress-heading" className="mb-4">
      <h3 id="in-progress-heading" className="h5">
        In progress
      </h3>
      {rows.length === 0 ? (
        <p>No in progress forms.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-striped align-middle" aria-labelledby="in-progress-heading">
            <thead>
              <tr>
                {inProgressHeaders(kind, withActions).map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const label = rowLabel(kind, row.form);
                return (
                  <tr key={row.form.formId}>
                    <th scope="row" className="fw-normal">
                      {row.form.canEdit ? <Link to={formPath(row)}>{label}</Link> : label}
                      {kind !== "generic" && label !== row.form.name && (
                        <span className="d-block small text-body-secondary">{row.form.name}</span>
                      )}
                    </th>
                    <td className="text-nowrap">{formatDate(row.form.writeDate)}</td>
                    <td>{row.formType.name}</td>
                    {withActions && (
                      <td>
                        {row.form.canDelete && (
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-danger"
                            disabled={busy}
                            onClick={() => onDelete(row)}
                            aria-label={`Delete ${row.form.name}`}
                          >
                            Delete
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
