import type { CaseDetail } from "@portal/contract";
import { DataTable } from "../../../components/data-table.tsx";
import { useInstantText } from "../desk-format.ts";

const HEADERS = ["When", "What happened", "By"];

/** What happened on the case, oldest first; what the practitioner is shown is marked so. */
export function CaseTimeline({ events }: { events: CaseDetail["events"] }) {
  const instantText = useInstantText();
  return (
    <section aria-labelledby="case-timeline-heading" className="mb-4">
      <h3 id="case-timeline-heading" className="h4">
        Timeline
      </h3>
      <DataTable
        labelledBy="case-timeline-heading"
        headers={HEADERS}
        rows={events}
        rowKey={(event) => `${event.at} ${event.kind} ${event.text}`}
        emptyText="Nothing has happened on this case yet."
        cells={(event) => (
          <>
            <td className="text-nowrap">{instantText(event.at)}</td>
            <th scope="row" className="fw-normal desk-answer">
              {event.text}
              {event.releasedToPractitioner && (
                <div className="small fw-semibold">Released to the practitioner</div>
              )}
            </th>
            <td className="text-break">{event.by ?? "The service"}</td>
          </>
        )}
      />
    </section>
  );
}
