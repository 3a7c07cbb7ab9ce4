import type { StaffAuditEvent } from "@portal/contract";
import { Link } from "react-router";
import { useInstantText } from "../desk-format.ts";

const compact = (value: Record<string, unknown> | null) =>
  value === null ? "" : JSON.stringify(value);

/** The staff audit's events, newest first: who did what, to which submission, what changed. */
export function AuditTable({ items }: { items: readonly StaffAuditEvent[] }) {
  const formatInstant = useInstantText();
  if (items.length === 0) return <p>No events match these filters.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-top">
        <caption className="visually-hidden">Staff audit, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Staff</th>
            <th scope="col">Action</th>
            <th scope="col">Submission</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {items.map((event) => (
            <tr key={event.id}>
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
