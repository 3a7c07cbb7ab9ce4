import {
  type CpdPlan,
  type CyclePlan,
  longDay,
  type PlanAnswer,
  type PlanGoal,
  planReviewText,
} from "@portal/contract";
import { type ReactNode, useState } from "react";
import { useSelector } from "react-redux";
import { Link } from "react-router";
import { BusyButton } from "../../components/busy-button.tsx";
import { ErrorSummary } from "../../components/error-summary.tsx";
import { LoadStatus } from "../../components/load-status.tsx";
import { resolveError } from "../../lib/error-message.ts";
import { LoadFailures, refusedForGood, useAction, useLoad } from "../../lib/loading.tsx";
import { selectSessionId } from "../auth/index.ts";
import { addGoal, changeGoal, loadPlan, recordReview, removeGoal } from "./plan-api.ts";
import { GoalForm, ReviewForm } from "./plan-forms.tsx";

/** A refused load or write shows its message (SPEC §8's precedence) in the screen's summary. */
const report = (error: unknown) => resolveError(error).message;
const summary = (message: string) => <ErrorSummary message={message} />;

/** What a write answered: the plan as it is now, and what was done, said in the status line. */
type Write = (sessionId: string) => Promise<PlanAnswer>;

/**
 * /recertification/plan: the signed-in practitioner's development plan in each cycle they are
 * in – the goals with their target dates and the CPD activities linked to them, adding,
 * changing and removing goals, and recording the plan's review with their professional peer.
 */
export function PlanScreen() {
  return (
    <LoadFailures report={report} summary={summary} isFinal={refusedForGood}>
      <section aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="h4 mb-3">
          Your development plan
        </h2>
        <Plan />
        <p className="mt-4">
          <Link to="/sub/recertification">Back to Recertification</Link>
        </p>
      </section>
    </LoadFailures>
  );
}

function Plan() {
  const sessionId = useSelector(selectSessionId) ?? "";
  const loaded = useLoad(sessionId, (signal) => loadPlan(sessionId, signal));
  const [written, setWritten] = useState<PlanAnswer>();
  const plan: CpdPlan | undefined = written?.plan ?? loaded.data;
  const write = async (send: Write) => setWritten(await send(sessionId));
  if (!plan) return <LoadStatus of={loaded} />;
  return (
    <>
      <p role="status" className={written ? "alert alert-success" : "visually-hidden"}>
        {written?.message}
      </p>
      {plan.cycles.length === 0 && (
        <p>You are in no recertification cycle today, so there is no plan to keep.</p>
      )}
      {plan.cycles.map((cycle) => (
        <CycleSection key={cycle.cycleId} cycle={cycle} peer={plan.peer} write={write} />
      ))}
    </>
  );
}

function CycleSection({
  cycle,
  peer,
  write,
}: {
  cycle: CyclePlan;
  peer: CpdPlan["peer"];
  write(send: Write): Promise<void>;
}) {
  const headingId = `plan-cycle-${cycle.cycleId}`;
  const profession = cycle.profession.toLowerCase();
  return (
    <section aria-labelledby={headingId} className="mb-5">
      <h3 id={headingId} className="h5">
        Your plan as {/^[aeiou]/.test(profession) ? "an" : "a"} {profession},{" "}
        {longDay(cycle.startsOn)} to {longDay(cycle.endsOn)}
      </h3>
      <p>
        {cycle.planRequired
          ? "Your cycle requires a development plan: at least one goal, reviewed with your professional peer."
          : "Your cycle does not require a plan, but you may keep one."}{" "}
        <strong>
          {cycle.review ? `${planReviewText(cycle.review)}.` : "Not yet reviewed with your peer."}
        </strong>
      </p>
      <Goals cycle={cycle} write={write} />
      <Panel title="Add a goal">
        <GoalForm
          cycle={cycle}
          save={(goal) => write((s) => addGoal(s, { cycleId: cycle.cycleId, ...goal }))}
        />
      </Panel>
      <div className="card card-body mt-4">
        <ReviewForm
          cycle={cycle}
          peer={peer}
          save={(review) => write((s) => recordReview(s, review))}
        />
      </div>
    </section>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="card card-body mt-4">
      <h4 className="h5">{title}</h4>
      {children}
    </div>
  );
}

function Goals({ cycle, write }: { cycle: CyclePlan; write(send: Write): Promise<void> }) {
  const [changing, setChanging] = useState<number>();
  const { busy, refusal, run } = useAction();
  if (cycle.goals.length === 0) return <p>Your plan has no goals yet.</p>;
  return (
    <>
      <h4 className="h5">Your goals</h4>
      {refusal && <ErrorSummary key={refusal.attempt} message={refusal.message} />}
      <ul className="list-unstyled">
        {cycle.goals.map((goal) => (
          <li key={goal.id} className="border rounded p-3 mb-3 bg-body">
            {changing === goal.id ? (
              <GoalForm
                cycle={cycle}
                goal={goal}
                onCancel={() => setChanging(undefined)}
                save={async (change) => {
                  await write((s) => changeGoal(s, goal.id, change));
                  setChanging(undefined);
                }}
              />
            ) : (
              <GoalView goal={goal}>
                <button
                  type="button"
                  className="btn btn-outline-primary btn-sm"
                  onClick={() => setChanging(goal.id)}
                  aria-label={`Change the goal ${goal.title}`}
                >
                  Change
                </button>
                <BusyButton
                  type="button"
                  busy={busy}
                  busyText="Removing..."
                  className="btn btn-outline-danger btn-sm"
                  onClick={() => run(() => write((s) => removeGoal(s, goal.id)))}
                  aria-label={`Remove the goal ${goal.title}`}
                >
                  Remove
                </BusyButton>
              </GoalView>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function GoalView({ goal, children }: { goal: PlanGoal; children: ReactNode }) {
  return (
    <article>
      <h5 className="h6 fw-semibold mb-1">{goal.title}</h5>
      <p className="mb-1">Target date: {longDay(goal.targetDate)}</p>
      {goal.description && <p className="mb-2">{goal.description}</p>}
      {goal.activities.length === 0 ? (
        <p className="text-body-secondary">No activities linked yet.</p>
      ) : (
        <>
          <p className="mb-1">Activities linked to it:</p>
          <ul className="mb-3">
            {goal.activities.map((a) => (
              <li key={`${a.date}-${a.title}`}>
                {longDay(a.date)} – {a.title} ({a.hours} {a.hours === 1 ? "hour" : "hours"})
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="d-flex flex-wrap gap-2">{children}</div>
    </article>
  );
}
