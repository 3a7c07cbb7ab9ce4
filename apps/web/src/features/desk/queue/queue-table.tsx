import { type QueueItem, submissionFlagTexts } from "@portal/contract";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { statusNames, useInstantText } from "../desk-format.ts";

const HEADERS = ["Submitted", "Form", "Applicant", "Round", "Status", "Claim"];

/** The submissions of one page of the queue, oldest first, each claimable from here. */
export function QueueTable({
  items,
  busyId,
  onClaim,
}: {
  items: readonly QueueItem[];
  busyId: number | undefined;
  onClaim(item: QueueItem): void;
}) {
  const formatInstant = useInstantText();
  return (
    <DataTable
      caption="Submissions, oldest first"
      className="table-hover align-middle"
      headers={HEADERS}
      rows={items}
      rowKey={(item) => item.id}
      emptyText="No submissions match these filters."
      cells={(item) => (
        <>
          <td>{formatInstant(item.submittedAt)}</td>
          <td>
            <Link to={`/desk/submissions/${item.id}`}>{item.formName}</Link>
            {item.flagged && (
              <span className="badge text-bg-warning ms-2">{submissionFlagTexts.queueMarker}</span>
            )}
            <div className="small text-body-secondary">{item.formType}</div>
          </td>
          <th scope="row" className="fw-normal">
            {item.applicant}
            <div className="small text-body-secondary">{item.email}</div>
          </th>
          <td>{item.round}</td>
          <td>{statusNames[item.status] ?? item.status}</td>
          <td>
            {item.status !== "awaiting" ? null : item.claimedBy === null ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={busyId !== undefined}
                aria-label={`Claim ${item.formName} of ${item.applicant}`}
                onClick={() => onClaim(item)}
              >
                {busyId === item.id ? "Claiming..." : "Claim"}
              </button>
            ) : (
              <span className="small">Claimed by {item.claimedByEmail ?? "a registrar"}</span>
            )}
          </td>
        </>
      )}
    />
  );
}
