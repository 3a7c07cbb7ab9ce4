import { apiPaths } from "@portal/contract";
import { useConfig } from "../config/index.ts";
import { formatDate } from "./format.ts";
import { type CompletedRow, completedHeaders, type ListKind, pdfOf } from "./list-rules.ts";
import { ListTable } from "./list-table.tsx";

export interface CompletedTableProps {
  kind: ListKind;
  rows: readonly CompletedRow[];
  sessionId: string;
  onShowFiles(row: CompletedRow): void;
}

/** The cells between the first column and the Files column, per list (SPEC §2). */
function detailCells(kind: ListKind, row: CompletedRow, timeZone: string) {
  const { form, formType } = row;
  const date = (seconds: number | undefined) => formatDate(seconds, timeZone);
  switch (kind) {
    case "confirmations":
      return [form.APCYear ?? "", date(form.dueDate), form.confirmationStatus ?? ""];
    case "declarations":
      return [date(form.confirmationDate), date(form.declarationDate)];
    default:
      return [date(form.writeDate), formType.name];
  }
}

/** SPEC §2 'Completed': each form with its Files and Pdf buttons. */
export function CompletedTable({ kind, rows, sessionId, onShowFiles }: CompletedTableProps) {
  const { timeZone } = useConfig();
  return (
    <ListTable
      id="completed"
      title="Completed"
      emptyText="No completed forms."
      kind={kind}
      headers={completedHeaders(kind)}
      rows={rows}
      renderCells={(row) => {
        const { form } = row;
        const pdf = pdfOf(form);
        return (
          <>
            {detailCells(kind, row, timeZone).map((text, index) => (
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
          </>
        );
      }}
    />
  );
}
