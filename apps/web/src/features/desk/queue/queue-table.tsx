import type { QueueItem } from "@portal/contract";
import { Link } from "react-router";
import { statusNames, useInstantText } from "../desk-format.ts";

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
  if (items.length === 0) return <p>No submissions match these filters.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle">
        <caption className="visually-hidden">Submissions, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Submitted</th>
            <th scope="col">Form</th>
            <th scope="col">Applicant</th>
            <th scope="col">Round</th>
            <th scope="col">Status</th>
            <th scope="col">Claim</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{formatInstant(item.submittedAt)}</td>
              <td>
                <Link to={`/desk/submissions/${item.id}`}>{item.formName}</Link>
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
