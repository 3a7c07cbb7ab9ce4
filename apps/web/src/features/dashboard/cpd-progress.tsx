import {
  type CpdCycleProgress,
  type CpdRequirement,
  cpdProgressPath,
  cpdProgressSchema,
  longDay,
  PLAN_REQUIREMENT,
} from "@portal/contract";
import { Link } from "react-router";
import { LoadStatus } from "../../components/load-status.tsx";
import {
  type RequirementBar,
  RequirementChart,
  RequirementTable,
} from "../../components/requirement-chart.tsx";
import { PLAN_SCREEN_PATH } from "../recertification/index.ts";
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

/** The plan's words: whether it was reviewed with the peer, and what is still to do. */
function planWords(r: CpdRequirement): RequirementBar["words"] {
  const review = r.review;
  return {
    required: "A plan reviewed with your peer",
    done: review
      ? `Reviewed with your peer on ${longDay(review.reviewedOn)}`
      : r.goals
        ? "Not yet reviewed"
        : "No goals yet",
    left: r.goals ? "Review it with your peer" : "Add a goal, then review it with your peer",
  };
}

const barsOf = (cycle: CpdCycleProgress): RequirementBar[] =>
  cycle.requirements.map((r) => ({
    ...r,
    done: r.logged,
    ...(r.key === PLAN_REQUIREMENT ? { words: planWords(r) } : {}),
  }));

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
      <ul className="list-inline">
        <li className="list-inline-item me-4">
          <Link to="/forms/cpd_log">Open your CPD log</Link>
        </li>
        <li className="list-inline-item">
          <Link to={PLAN_SCREEN_PATH}>Your development plan</Link>
        </li>
      </ul>
    </section>
  );
}
