import {
  type CpdCycleProgress,
  cpdProgressPath,
  cpdProgressSchema,
  longDay,
} from "@portal/contract";
import { Link } from "react-router";
import { LoadStatus } from "../../components/load-status.tsx";
import {
  type RequirementBar,
  RequirementChart,
  RequirementTable,
} from "../../components/requirement-chart.tsx";
import { DashboardFailures, useSessionLoad } from "./dashboard-failures.tsx";

/**
 * The practitioner's progress in each recertification cycle they are in: what the cycle requires
 * and what their CPD log adds up to, as a chart and as a table. Nothing for someone in no cycle.
 */
export function CpdProgress({ sessionId }: { sessionId: string }) {
  return (
    <DashboardFailures>
      <CpdCycles sessionId={sessionId} />
    </DashboardFailures>
  );
}

function CpdCycles({ sessionId }: { sessionId: string }) {
  const loaded = useSessionLoad(sessionId, cpdProgressPath, cpdProgressSchema);
  if (loaded.failure?.retry) return <LoadStatus of={loaded} />;
  const cycles = loaded.data?.cycles ?? [];
  if (cycles.length === 0) return null;
  return (
    <>
      {cycles.map((cycle) => (
        <CycleProgress key={cycle.profession} cycle={cycle} />
      ))}
    </>
  );
}

const barsOf = (cycle: CpdCycleProgress): RequirementBar[] =>
  cycle.requirements.map((r) => ({ ...r, done: r.logged }));

function CycleProgress({ cycle }: { cycle: CpdCycleProgress }) {
  const headingId = `cpd-progress-${cycle.profession.replace(/\W+/g, "-").toLowerCase()}`;
  const period = `${longDay(cycle.startsOn)} to ${longDay(cycle.endsOn)}`;
  const profession = cycle.profession.toLowerCase();
  const title = `Your recertification progress as ${/^[aeiou]/.test(profession) ? "an" : "a"} ${profession}`;
  const bars = barsOf(cycle);
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="h5">
        {title}
      </h3>
      <p>
        Your cycle runs from {period}. {cycle.activities}{" "}
        {cycle.activities === 1 ? "activity" : "activities"} in your log count toward it.
      </p>
      {/* The table under the chart, not squeezed beside it: the dashboard's column is narrow. */}
      <RequirementChart bars={bars} title={title} />
      <RequirementTable bars={bars} caption={`${title}, ${period}`} />
      <p>
        <Link to="/forms/cpd_log">Open your CPD log</Link>
      </p>
    </section>
  );
}
