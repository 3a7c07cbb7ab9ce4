import type { ReviewQueue } from "@portal/contract";
import { statusNames } from "../desk-format.ts";

const statuses = ["awaiting", "returned", "accepted", "declined"] as const;

/** How many submissions stand in each status, overall and per form type (dates filtered). */
export function QueueCounts({ counts }: { counts: ReviewQueue["counts"] }) {
  const types = Object.keys(counts.byFormType).sort();
  return (
    <div className="table-responsive mb-4">
      <table className="table table-sm w-auto desk-counts">
        <caption className="caption-top">Submissions by status</caption>
        <thead>
          <tr>
            <th scope="col">Form type</th>
            {statuses.map((status) => (
              <th scope="col" key={status} className="text-end">
                {statusNames[status]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <tr key={type}>
              <th scope="row">{type}</th>
              {statuses.map((status) => (
                <td key={status} className="text-end">
                  {counts.byFormType[type]?.[status] ?? 0}
                </td>
              ))}
            </tr>
          ))}
          <tr className="fw-bold">
            <th scope="row">All</th>
            {statuses.map((status) => (
              <td key={status} className="text-end">
                {counts.byStatus[status]}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
