import {
  type CaseItem,
  caseCategoryNames,
  caseOutcomeNames,
  caseRiskNames,
  concernSourceNames,
} from "@portal/contract";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { useInstantText } from "../desk-format.ts";
import { PractitionerName } from "./practitioner-name.tsx";

const HEADERS = [
  "Reference",
  "Received",
  "Source",
  "Practitioner",
  "Category",
  "Risk",
  "Stage",
  "Days in stage",
  "Claimed by",
  "Outcome",
];

/** A case's path on the desk. */
export const casePage = (reference: string) => `/desk/cases/${encodeURIComponent(reference)}`;

/** One page of the case queue, oldest in its stage first, each case opened by its reference. */
export function CaseTable({
  items,
  stageNames,
}: {
  items: readonly CaseItem[];
  /** What the admins call each stage (cases-api.ts stageNames). */
  stageNames: Record<string, string>;
}) {
  const formatInstant = useInstantText();
  return (
    <DataTable
      caption="Cases, oldest in their stage first"
      className="table-hover align-middle"
      headers={HEADERS}
      rows={items}
      rowKey={(item) => item.reference}
      emptyText="No cases match these filters."
      cells={(item) => (
        <>
          <th scope="row" className="fw-normal text-nowrap">
            <Link to={casePage(item.reference)}>{item.reference}</Link>
          </th>
          <td>{formatInstant(item.receivedAt)}</td>
          <td>{concernSourceNames[item.source]}</td>
          <td>
            <PractitionerName item={item} />
          </td>
          <td>{item.category ? caseCategoryNames[item.category] : "Not triaged"}</td>
          <td>{item.risk ? caseRiskNames[item.risk] : "Not triaged"}</td>
          <td>{stageNames[item.stage] ?? item.stage}</td>
          <td className="text-end">{item.daysInStage}</td>
          <td>{item.claimedBy ?? "Not claimed"}</td>
          <td>{item.outcome ? caseOutcomeNames[item.outcome] : "Open"}</td>
        </>
      )}
    />
  );
}
