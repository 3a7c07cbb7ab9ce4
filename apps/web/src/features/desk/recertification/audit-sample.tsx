import {
  type AuditView,
  auditPaths,
  auditStatusNames,
  type SampledPractitioner,
} from "@portal/contract";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { useInstantText } from "../desk-format.ts";

/** Per status: how many stand at it, and the days since the first of them came to it. */
export function AuditCounts({ audit }: { audit: AuditView }) {
  return (
    <DataTable
      caption="The sampled practitioners by status"
      headers={["Status", "How many", "Oldest, in days"]}
      rows={audit.counts}
      rowKey={(count) => count.status}
      className="table-sm w-auto desk-counts"
      cells={(count) => (
        <>
          <th scope="row">{auditStatusNames[count.status]}</th>
          <td className="text-end">{count.count}</td>
          <td className="text-end">{Math.floor(count.oldestDays)}</td>
        </>
      )}
      emptyText="Nobody is sampled."
    />
  );
}

function SampleCells({ auditId, sampled }: { auditId: number; sampled: SampledPractitioner }) {
  const instant = useInstantText();
  return (
    <>
      <td>{sampled.personId}</td>
      <th scope="row">
        <Link to={`/desk/recertification/audits/${auditId}/sample/${sampled.id}`}>
          {sampled.name}
        </Link>
      </th>
      <td>{sampled.profession}</td>
      <td>{auditStatusNames[sampled.status]}</td>
      <td>{sampled.evidenceSubmittedAt ? instant(sampled.evidenceSubmittedAt) : "Not yet"}</td>
      <td>{sampled.outcome ? auditStatusNames[sampled.outcome] : "Not recorded"}</td>
    </>
  );
}

/** The sample, by profession then name, each practitioner linked to their evidence; and as CSV. */
export function AuditSample({ audit }: { audit: AuditView }) {
  return (
    <>
      <p>
        <a href={auditPaths.csv(audit.id)} download>
          Download CSV
        </a>
      </p>
      <DataTable
        labelledBy="audit-sample-heading"
        headers={["Person id", "Name", "Profession", "Status", "Evidence submitted", "Outcome"]}
        rows={audit.sample}
        rowKey={(sampled) => sampled.id}
        cells={(sampled) => <SampleCells auditId={audit.id} sampled={sampled} />}
        emptyText="Nobody is sampled."
      />
    </>
  );
}
