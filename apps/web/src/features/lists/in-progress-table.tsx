import { Link } from "react-router";
import { useConfig } from "../config/index.ts";
import { formatDate } from "./format.ts";
import {
  type InProgressRow,
  inProgressHeaders,
  type ListKind,
  showActionsColumn,
} from "./list-rules.ts";
import { ListTable } from "./list-table.tsx";

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
  const { timeZone } = useConfig();
  return (
    <ListTable
      id="in-progress"
      title="In progress"
      emptyText="No in progress forms."
      kind={kind}
      headers={inProgressHeaders(kind, withActions)}
      rows={rows}
      renderLabel={(label, row) =>
        row.form.canEdit ? <Link to={formPath(row)}>{label}</Link> : label
      }
      renderCells={(row) => (
        <>
          <td className="text-nowrap">{formatDate(row.form.writeDate, timeZone)}</td>
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
        </>
      )}
    />
  );
}
