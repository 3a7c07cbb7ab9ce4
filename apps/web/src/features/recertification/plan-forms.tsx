// The plan's two forms: a goal added or changed, and the review with the peer recorded. Each
// checks its boxes in the contract's words before sending (plan-boxes.tsx).
import {
  type CyclePlan,
  PLAN_TEXT_MAX,
  PLAN_TITLE_MAX,
  type PlanGoal,
  type PlanGoalChange,
  type PlanReviewBody,
  planMessages,
} from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { BusyButton } from "../../components/busy-button.tsx";
import { DateInput, readDay } from "../../components/date-input.tsx";
import { LabelledInput } from "../../components/labelled-input.tsx";
import { type Problems, usePlanBoxes } from "./plan-boxes.tsx";

type GoalBox = "title" | "description" | "targetDate";

/** The goal as typed, or the problem of each box, in the contract's words. */
export function readGoal(
  cycle: Pick<CyclePlan, "startsOn" | "endsOn">,
  texts: Record<GoalBox, string>,
): { value: PlanGoalChange } | { problems: Problems<GoalBox> } {
  const problems: Problems<GoalBox> = {};
  const title = texts.title.trim();
  if (title === "") problems.title = planMessages.titleMissing;
  else if (title.length > PLAN_TITLE_MAX) problems.title = planMessages.titleTooLong;
  if (texts.description.trim().length > PLAN_TEXT_MAX) {
    problems.description = planMessages.descriptionTooLong;
  }
  const targetDate = readDay(texts.targetDate);
  if (!targetDate) problems.targetDate = planMessages.targetDateMissing;
  else if (targetDate < cycle.startsOn || targetDate > cycle.endsOn) {
    problems.targetDate = planMessages.targetOutsideCycle(cycle);
  }
  if (Object.keys(problems).length > 0 || !targetDate) return { problems };
  return { value: { title, description: texts.description.trim(), targetDate } };
}

/**
 * Adding a goal, or changing one (`goal`): its three boxes, checked here in the contract's
 * words, then sent with `save`; what the service refuses shows in the same summary.
 */
export function GoalForm({
  cycle,
  goal,
  save,
  onCancel,
}: {
  cycle: CyclePlan;
  goal?: PlanGoal;
  save(goal: PlanGoalChange): Promise<void>;
  onCancel?(): void;
}) {
  const boxes = usePlanBoxes(
    ["title", "description", "targetDate"] as const,
    {
      title: goal?.title ?? "",
      description: goal?.description ?? "",
      targetDate: goal ? toDisplayDate(goal.targetDate) : "",
    },
    (texts) => readGoal(cycle, texts),
  );
  const { control, busy } = boxes;
  const submit = boxes.submit(async (value) => {
    await save(value);
    if (!goal) boxes.setTexts({ title: "", description: "", targetDate: "" });
  });
  return (
    <form noValidate onSubmit={submit} aria-label={goal ? `Change ${goal.title}` : "Add a goal"}>
      {boxes.summary}
      <LabelledInput {...control("title")} label="Goal" autoComplete="off" />
      <LabelledInput
        {...control("description")}
        as="textarea"
        rows={3}
        label="What you will do"
        hint="Optional. The activities you mean to do to reach it."
      />
      <DateInput {...control("targetDate")} label="Target date" className="mb-3" />
      <div className="d-flex flex-wrap gap-2">
        <BusyButton busy={busy} busyText="Saving..." className="btn btn-primary">
          {goal ? "Save the goal" : "Add the goal"}
        </BusyButton>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

type ReviewBox = "reviewedOn" | "peerName";

/**
 * "Record the review with your peer": the day it took place, and the peer – the one their peer
 * relationship form names (`peer`), or typed when they have told us of none. Checked here in
 * the contract's words; a day in the future is the service's to refuse (its today).
 */
export function ReviewForm({
  cycle,
  peer,
  save,
}: {
  cycle: CyclePlan;
  peer: { name: string } | null;
  save(review: PlanReviewBody): Promise<void>;
}) {
  const boxes = usePlanBoxes(
    ["reviewedOn", "peerName"] as const,
    {
      reviewedOn: cycle.review ? toDisplayDate(cycle.review.reviewedOn) : "",
      peerName: cycle.review?.peerName ?? "",
    },
    (texts) => readReview(cycle, peer, texts),
  );
  const { control, id } = boxes;
  return (
    <form noValidate onSubmit={boxes.submit(save)} aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="h5">
        Record the review with your peer
      </h4>
      {boxes.summary}
      <DateInput {...control("reviewedOn")} label="Day of the review" className="mb-3" />
      {peer ? (
        <p>With your professional peer, {peer.name}, as your peer relationship form names them.</p>
      ) : (
        <LabelledInput
          {...control("peerName")}
          label="Your peer's name"
          hint="You have not told us who your professional peer is, so type their name."
          autoComplete="off"
        />
      )}
      <BusyButton busy={boxes.busy} busyText="Saving..." className="btn btn-primary">
        Record the review
      </BusyButton>
    </form>
  );
}

function readReview(
  cycle: CyclePlan,
  peer: { name: string } | null,
  texts: Record<ReviewBox, string>,
): { value: PlanReviewBody } | { problems: Problems<ReviewBox> } {
  const problems: Problems<ReviewBox> = {};
  const reviewedOn = readDay(texts.reviewedOn);
  if (!reviewedOn) problems.reviewedOn = planMessages.reviewedOnMissing;
  else if (reviewedOn < cycle.startsOn || reviewedOn > cycle.endsOn) {
    problems.reviewedOn = planMessages.reviewOutsideCycle(cycle);
  }
  const peerName = texts.peerName.trim();
  if (!peer && peerName === "") problems.peerName = planMessages.peerNameMissing;
  else if (!peer && peerName.length > PLAN_TITLE_MAX) {
    problems.peerName = planMessages.peerNameTooLong;
  }
  if (Object.keys(problems).length > 0 || !reviewedOn) return { problems };
  return { value: { cycleId: cycle.cycleId, reviewedOn, ...(peer ? {} : { peerName }) } };
}
