import {
  type AuditSummary,
  auditListSchema,
  auditPaths,
  auditStatusNames,
  longDay,
  mayUseDesk,
} from "@portal/contract";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { deskCall } from "../desk-api.ts";
import { useInstantText } from "../desk-format.ts";
import { useDeskSession } from "../desk-session.tsx";
import { ScreenHeading } from "../screen-heading.tsx";
import { AuditDrawForm } from "./audit-draw-form.tsx";

const HEADERS = [
  "Cycles in force on",
  "Rate",
  "Sampled",
  "Notices sent",
  "Evidence due",
  "By status",
];

/** "Recertification audit of 1 April 2027": how the desk names an audit, by the day whose cycles it covers. */
export const auditName = (audit: Pick<AuditSummary, "onDay">) =>
  `Recertification audit of ${longDay(audit.onDay)}`;

/** How many practitioners stand at each status, in the order the service counts them. */
export function StatusCounts({ counts }: { counts: AuditSummary["counts"] }) {
  if (counts.length === 0) return "None";
  return (
    <ul className="list-unstyled mb-0">
      {counts.map((count) => (
        <li key={count.status}>
          {auditStatusNames[count.status]}: {count.count}
        </li>
      ))}
    </ul>
  );
}

function AuditCells({ audit }: { audit: AuditSummary }) {
  const instant = useInstantText();
  return (
    <>
      <th scope="row">
        <Link to={`/desk/recertification/audits/${audit.id}`}>{auditName(audit)}</Link>
      </th>
      <td>{audit.ratePercent}%</td>
      <td>{audit.sampled}</td>
      <td>{audit.noticesSentAt ? instant(audit.noticesSentAt) : "Not yet"}</td>
      <td>{audit.evidenceDue ? longDay(audit.evidenceDue) : "Set when the notices go"}</td>
      <td>
        <StatusCounts counts={audit.counts} />
      </td>
    </>
  );
}

/**
 * The recertification audits at /desk/recertification/audits, the latest first: the share of
 * each profession drawn, the notices and where the sampled practitioners stand. Registry staff
 * read them; an admin draws a new sample here.
 */
export function AuditListScreen() {
  const { staff } = useDeskSession();
  const admin = staff ? mayUseDesk(staff.role, "admin") : false;
  const [drawing, setDrawing] = useState(false);
  const audits = useLoad("", (signal) => deskCall(auditPaths.audits, auditListSchema, { signal }));
  const { data } = audits;
  return (
    <>
      <p className="mb-2">
        <Link to="/desk/recertification">Back to the recertification cycles</Link>
      </p>
      <ScreenHeading>Recertification audits</ScreenHeading>
      <p>
        Each audit draws a share of the practitioners in each profession's cycle in force on a day,
        asks them for the evidence of their continuing professional development (CPD) and records
        what the registrar makes of it.
      </p>
      {admin &&
        (drawing ? (
          <AuditDrawForm onCancel={() => setDrawing(false)} />
        ) : (
          <p>
            <button type="button" className="btn btn-primary" onClick={() => setDrawing(true)}>
              Draw a sample
            </button>
          </p>
        ))}
      <LoadStatus of={audits} />
      {data && (
        <DataTable
          caption="Recertification audits, the latest first"
          headers={HEADERS}
          rows={data.items}
          rowKey={(audit) => audit.id}
          cells={(audit) => <AuditCells audit={audit} />}
          emptyText="No recertification audit is drawn yet."
        />
      )}
    </>
  );
}
