import type { AuditDraw } from "@portal/contract";
import { useState } from "react";
import { DetailRow } from "../../../components/cpd-evidence.tsx";
import { DataTable } from "../../../components/data-table.tsx";
import { useInstantText } from "../desk-format.ts";

/**
 * A draw's seed, in full and monospaced, to copy: with it anyone can draw the same sample again
 * (docs/decisions/060). The button copies it where the browser lets a page write the clipboard;
 * the seed selects whole with one click where it does not.
 */
function Seed({ seed, label }: { seed: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(seed);
    setCopied(true);
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <code className="desk-seed font-monospace text-break user-select-all">{seed}</code>
      {typeof navigator.clipboard?.writeText === "function" && (
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={copy}>
          Copy <span className="visually-hidden">the seed of {label}</span>
        </button>
      )}
      <span role="status" className="form-text mt-0">
        {copied ? "Copied." : ""}
      </span>
    </div>
  );
}

function Strata({ draw, label }: { draw: AuditDraw; label: string }) {
  return (
    <DataTable
      caption={`The population and the sample of ${label}, by profession`}
      headers={["Profession", "Population", "Drawn"]}
      rows={draw.strata}
      rowKey={(stratum) => stratum.profession}
      className="table-sm w-auto desk-counts"
      cells={(stratum) => (
        <>
          <th scope="row">{stratum.profession}</th>
          <td className="text-end">{stratum.size}</td>
          <td className="text-end">{stratum.drawn}</td>
        </>
      )}
      emptyText="Nobody was in the population."
    />
  );
}

/** Every draw of an audit, the first first: its seed, its share, whom it drew from, and why. */
export function AuditDraws({ draws }: { draws: readonly AuditDraw[] }) {
  const instant = useInstantText();
  return (
    <ol className="list-unstyled">
      {draws.map((draw, index) => {
        const label = `draw ${index + 1}`;
        return (
          <li key={draw.id} className={`card mb-3${draw.current ? " border-primary" : ""}`}>
            <div className="card-body">
              <h4 className="h6 card-title">
                Draw {index + 1}
                {draw.current ? ": the current sample" : ": set aside"}
              </h4>
              <dl className="row">
                <DetailRow term="Seed">
                  <Seed seed={draw.seed} label={label} />
                </DetailRow>
                <DetailRow term="Rate">{draw.ratePercent}%</DetailRow>
                <DetailRow term="Population">{draw.population}</DetailRow>
                <DetailRow term="Drawn by">
                  {draw.drawnBy}, {instant(draw.drawnAt)}
                </DetailRow>
                <DetailRow term="Why drawn again">{draw.reason}</DetailRow>
              </dl>
              <Strata draw={draw} label={label} />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
