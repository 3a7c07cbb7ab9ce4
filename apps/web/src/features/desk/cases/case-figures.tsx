import {
  type CaseFigures,
  caseCategoryNames,
  caseOutcomeNames,
  concernSourceNames,
} from "@portal/contract";
import { LoadStatus } from "../../../components/load-status.tsx";
import { useLoad } from "../../../lib/loading.tsx";
import { fetchCaseFigures } from "./cases-api.ts";

/**
 * One count of the figures as a table of two columns, in the order of its names; a key the
 * names do not know (the service counts something new) is shown as it comes, after them.
 */
function CountTable({
  caption,
  what,
  names,
  counts,
}: {
  caption: string;
  what: string;
  names: Record<string, string>;
  counts: Record<string, number>;
}) {
  const keys = [
    ...Object.keys(names).filter((key) => key in counts),
    ...Object.keys(counts).filter((key) => !(key in names)),
  ];
  return (
    <table className="table table-sm w-auto desk-counts">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{what}</th>
          <th scope="col" className="text-end">
            Cases
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.length === 0 && (
          <tr>
            <td colSpan={2}>None</td>
          </tr>
        )}
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row" className="fw-normal">
              {names[key] ?? key}
            </th>
            <td className="text-end">{counts[key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AgesTable({
  ages,
  stageNames,
}: {
  ages: CaseFigures["ages"];
  stageNames: Record<string, string>;
}) {
  return (
    <table className="table table-sm w-auto desk-counts">
      <caption className="caption-top">Days in their stage, of open cases</caption>
      <thead>
        <tr>
          <th scope="col">Stage</th>
          <th scope="col" className="text-end">
            Cases
          </th>
          <th scope="col" className="text-end">
            Oldest (days)
          </th>
          <th scope="col" className="text-end">
            Median (days)
          </th>
        </tr>
      </thead>
      <tbody>
        {ages.map((age) => (
          <tr key={age.stage}>
            <th scope="row" className="fw-normal">
              {stageNames[age.stage] ?? age.stage}
            </th>
            <td className="text-end">{age.count}</td>
            <td className="text-end">{age.oldestDays}</td>
            <td className="text-end">{age.medianDays}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The counts of the figures, each a table, in this order; the stages in the admins' order. */
const counted = (stageNames: Record<string, string>) =>
  [
    { what: "Source", names: concernSourceNames, of: "bySource" },
    { what: "Category", names: caseCategoryNames, of: "byCategory" },
    { what: "Stage", names: stageNames, of: "byStage" },
    { what: "Outcome", names: caseOutcomeNames, of: "byOutcome" },
  ] as const;

/** The case work in figures: how many by source, category, stage and outcome, and their ages. */
export function CaseFiguresPanel({
  refreshKey,
  stageNames,
}: {
  refreshKey: string;
  stageNames: Record<string, string>;
}) {
  const figures = useLoad(refreshKey, fetchCaseFigures);
  const { data } = figures;
  return (
    <section aria-labelledby="case-figures-heading" className="mt-5">
      <h3 id="case-figures-heading" className="h4">
        Figures
      </h3>
      <LoadStatus of={figures} />
      {data && (
        <div className="d-flex flex-wrap column-gap-5">
          {counted(stageNames).map(({ what, names, of }) => (
            <CountTable
              key={of}
              caption={`Cases by ${what.toLowerCase()}`}
              what={what}
              names={names}
              counts={data[of]}
            />
          ))}
          <AgesTable ages={data.ages} stageNames={stageNames} />
        </div>
      )}
    </section>
  );
}
