import type { StaffAuditEvent } from "@portal/contract";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { useInstantText } from "../desk-format.ts";

const compact = (value: Record<string, unknown> | null) =>
  value === null ? "" : JSON.stringify(value);

const HEADERS = ["When", "Staff", "Action", "Submission", "Before", "After"];

/** The staff audit's events, newest first: who did what, to which submission, what changed. */
export function AuditTable({ items }: { items: readonly StaffAuditEvent[] }) {
  const formatInstant = useInstantText();
  return (
    <DataTable
      caption="Staff audit, newest first"
      className="table-sm align-top"
      headers={HEADERS}
      rows={items}
      rowKey={(event) => event.id}
      emptyText="No events match these filters."
      cells={(event) => (
        <>
          <td className="text-nowrap">{formatInstant(event.at)}</td>
          <td>{event.staffEmail}</td>
          <td>
            <code>{event.action}</code>
          </td>
          <td>
            {event.submissionId !== null && (
              <Link to={`/desk/submissions/${event.submissionId}`}>{event.submissionId}</Link>
            )}
          </td>
          <td className="small text-break desk-audit-detail">{compact(event.before)}</td>
          <td className="small text-break desk-audit-detail">{compact(event.after)}</td>
        </>
      )}
    />
  );
}
