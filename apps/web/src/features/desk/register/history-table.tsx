import type { RegisterEvent } from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { DataTable } from "../../../components/data-table.tsx";
import { useInstantText } from "../desk-format.ts";

const HEADERS = ["Effective date", "What happened", "Recorded by", "Recorded at"];

/** A practitioner's register history, newest first (the table is named by the heading above). */
export function HistoryTable({
  events,
  labelledBy,
}: {
  events: RegisterEvent[];
  labelledBy: string;
}) {
  const instantText = useInstantText();
  return (
    <DataTable
      labelledBy={labelledBy}
      headers={HEADERS}
      rows={events}
      rowKey={(event) => event.seq}
      emptyText="Nothing is recorded in this practitioner's history yet."
      cells={(event) => (
        <>
          <td className="text-nowrap">{toDisplayDate(event.effectiveOn)}</td>
          <th scope="row" className="fw-normal">
            {event.summary}
            {event.public && (
              <div className="small text-body-secondary">Shown on the public register</div>
            )}
          </th>
          <td>{event.by ?? "The service"}</td>
          <td className="text-nowrap">{instantText(event.recordedAt)}</td>
        </>
      )}
    />
  );
}
