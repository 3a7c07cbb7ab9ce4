import { apiPaths } from "@portal/contract";
import { formatDate } from "./format.ts";
import {
  type CompletedRow,
  completedHeaders,
  type ListKind,
  pdfOf,
  rowLabel,
} from "./list-rules.ts";

export interface CompletedTableProps {
  kind: ListKind;
  rows: readonly CompletedRow[];
  sessionId: string;
  onShowFiles(row: CompletedRow): void;
}

/** The cells between the first column and the Files column, per list (SPEC §2). */
function detailCells(kind: ListKind, row: CompletedRow) {
  const { form, formType } = row;
  switch (kind) {
    case "confirmations":
      return [form.APCYear ?? "", formatDate(form.dueDate), form.confirmationStatus ?? ""];
    case "declarations":
      return [formatDate(form.confirmationDate), formatDate(form.declarationDate)];
    default:
      return [formatDate(form.writeDate), formType.name];
  }
}

/** SPEC §2 'Completed': each form with its Files and Pdf buttons. */
export function CompletedTable({ kind, rows, sessionId, onShowFiles }: CompletedTableProps) {
  return (
    <section aria-labelledby="completed-heading" className="mb-4">
      <h3 id="completed-heading" className="h5">
        Completed
      </h3>
      {rows.length === 0 ? (
        <p>No completed forms.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-striped align-middle" aria-labelledby="completed-heading">
            <thead>
              <tr>
                {completedHeaders(kind).map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const { form } = row;
                const label = rowLabel(kind, form);
                const pdf = pdfOf(form);
                return (
                  <tr key={form.formId}>
                    <th scope="row" className="fw-normal">
                      {label}
                      {kind !== "generic" && label !== form.name && (
                        <span className="d-block small text-body-secondary">{form.name}</span>
                      )}
                    </th>
                    {detailCells(kind, row).map((text, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns, never reordered
                      <td key={index}>{text}</td>
                    ))}
                    <td className="text-nowrap">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary me-2"
                        onClick={() => onShowFiles(row)}
                        aria-label={`Files of ${form.name}`}
                        disabled={form.attachments.length === 0}
                      >
                        Files
                      </button>
                      {pdf && (
                        <a
                          className="btn btn-sm btn-outline-primary"
                          href={apiPaths.file(pdf.id, sessionId)}
                          download={pdf.name}
                          aria-label={`Pdf of ${form.name}`}
                        >
                          Pdf
                        </a>
                      )}
                    </td>
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
