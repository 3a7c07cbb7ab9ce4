// The signed-in practitioner's professional development plan in each cycle they are in: its
// goals with the CPD activities linked to them, and its review with their professional peer.
// As progress.ts, nothing takes the person from the request: the account's link to its
// register record names them, and every goal is read and written scoped by that person, so
// another's goal id is not found (404) and nothing of it changes.
import {
  type CpdPlan,
  type CyclePlan,
  calendarDateAt,
  type Option,
  PEER_RELATIONSHIP_FORM_TYPE,
  type PlanGoalBody,
  type PlanGoalChange,
  type PlanReviewBody,
  planMessages,
} from "@portal/contract";
import { ClientError } from "../../http/client-error.ts";
import { answerOf, answerText, findCompletedAnswers } from "../forms/index.ts";
import type { CpdActivity } from "./cpd-activities.ts";
import type { CycleRow } from "./cycles-store.ts";
import {
  deleteGoal,
  findGoal,
  type GoalRow,
  goalsOf,
  insertGoal,
  reviewsOf,
  saveReview,
  updateGoal,
} from "./plan-store.ts";
import { activitiesOf, cyclesInForce, type ProgressDeps } from "./progress.ts";

/** The peer of the account's latest completed peer relationship form, if any. */
async function recordedPeer(deps: ProgressDeps, userId: number) {
  const forms = await findCompletedAnswers(deps.db, userId, PEER_RELATIONSHIP_FORM_TYPE);
  const latest = forms.at(-1);
  if (!latest) return null;
  const name = answerText(answerOf(latest.values, "peer_peer_name"));
  const personId = answerText(answerOf(latest.values, "peer_person_id"));
  return name === "" ? null : { name, personId: personId || null };
}

/** The person and their cycles in force; without a register record, no cycle of theirs. */
async function personOf(deps: ProgressDeps, userId: number) {
  return (await cyclesInForce(deps, userId)) ?? { practitionerId: 0, cycles: [] as CycleRow[] };
}

function cycleOf(cycles: readonly CycleRow[], cycleId: number): CycleRow {
  const cycle = cycles.find((c) => c.id === cycleId);
  if (!cycle) throw new ClientError(404, planMessages.noCycle);
  return cycle;
}

function inCycle(cycle: CycleRow, day: string) {
  return day >= cycle.startsOn && day <= cycle.endsOn;
}

const trimmed = (goal: PlanGoalChange): PlanGoalChange => ({
  title: goal.title.trim(),
  description: goal.description.trim(),
  targetDate: goal.targetDate,
});

const linkedTo = (goal: GoalRow, activities: readonly CpdActivity[]) =>
  activities.filter((a) => a.goalId === goal.id);

export interface PlanDesk {
  plan(userId: number): Promise<CpdPlan>;
  goalOptions(userId: number): Promise<Option[]>;
  addGoal(userId: number, body: PlanGoalBody): Promise<{ message: string; plan: CpdPlan }>;
  changeGoal(
    userId: number,
    goalId: number,
    body: PlanGoalChange,
  ): Promise<{ message: string; plan: CpdPlan }>;
  removeGoal(userId: number, goalId: number): Promise<{ message: string; plan: CpdPlan }>;
  recordReview(userId: number, body: PlanReviewBody): Promise<{ message: string; plan: CpdPlan }>;
}

export function createPlanDesk(deps: ProgressDeps): PlanDesk {
  const today = () => calendarDateAt(deps.clock(), deps.timeZone);

  async function plan(userId: number): Promise<CpdPlan> {
    const { practitionerId, cycles } = await personOf(deps, userId);
    const peer = await recordedPeer(deps, userId);
    if (cycles.length === 0) return { cycles: [], peer: peer && { name: peer.name } };
    const ids = cycles.map((c) => c.id);
    const [goals, reviews, activities] = await Promise.all([
      goalsOf(deps.db, practitionerId, ids),
      reviewsOf(deps.db, practitionerId, ids),
      activitiesOf(deps, userId),
    ]);
    return {
      peer: peer && { name: peer.name },
      cycles: cycles.map((cycle): CyclePlan => {
        const review = reviews.find((r) => r.cycleId === cycle.id);
        return {
          cycleId: cycle.id,
          profession: cycle.profession,
          startsOn: cycle.startsOn,
          endsOn: cycle.endsOn,
          planRequired: cycle.planRequired,
          goals: goals
            .filter((g) => g.cycleId === cycle.id)
            .map((g) => ({
              id: g.id,
              title: g.title,
              description: g.description,
              targetDate: g.targetDate,
              activities: linkedTo(g, activities).map((a) => ({
                date: a.date,
                title: a.description,
                hours: a.hours,
              })),
            })),
          review: review ? { reviewedOn: review.reviewedOn, peerName: review.peerName } : null,
        };
      }),
    };
  }

  /** The goal of the person's, in a cycle in force (an ended cycle's plan is what it was). */
  async function ownGoal(userId: number, goalId: number) {
    const person = await personOf(deps, userId);
    const goal = await findGoal(deps.db, person.practitionerId, goalId);
    if (!goal || !person.cycles.some((c) => c.id === goal.cycleId)) {
      throw new ClientError(404, planMessages.goalNotFound);
    }
    return { person, goal, cycle: cycleOf(person.cycles, goal.cycleId) };
  }

  const answer = async (userId: number, message: string) => ({ message, plan: await plan(userId) });

  return {
    plan,
    async goalOptions(userId) {
      const { practitionerId, cycles } = await personOf(deps, userId);
      const goals = await goalsOf(
        deps.db,
        practitionerId,
        cycles.map((c) => c.id),
      );
      return goals.map((g) => ({ id: g.id, name: g.title }));
    },
    async addGoal(userId, body) {
      const { practitionerId, cycles } = await personOf(deps, userId);
      const cycle = cycleOf(cycles, body.cycleId);
      if (!inCycle(cycle, body.targetDate)) {
        throw new ClientError(400, planMessages.targetOutsideCycle(cycle));
      }
      await insertGoal(deps.db, {
        ...trimmed(body),
        cycleId: cycle.id,
        practitionerId,
        changedAt: deps.clock(),
      });
      return answer(userId, planMessages.goalAdded);
    },
    async changeGoal(userId, goalId, body) {
      const { person, cycle } = await ownGoal(userId, goalId);
      if (!inCycle(cycle, body.targetDate)) {
        throw new ClientError(400, planMessages.targetOutsideCycle(cycle));
      }
      await updateGoal(deps.db, person.practitionerId, goalId, {
        ...trimmed(body),
        changedAt: deps.clock(),
      });
      return answer(userId, planMessages.goalChanged);
    },
    async removeGoal(userId, goalId) {
      const { person, goal } = await ownGoal(userId, goalId);
      // A completed activity cannot be changed, so a goal it serves stays: the plan the peer
      // reviewed keeps every activity it accounts for.
      const linked = linkedTo(goal, await activitiesOf(deps, userId)).length;
      if (linked > 0) throw new ClientError(409, planMessages.goalHasActivities(linked));
      await deleteGoal(deps.db, person.practitionerId, goalId);
      return answer(userId, planMessages.goalRemoved);
    },
    async recordReview(userId, body) {
      const { practitionerId, cycles } = await personOf(deps, userId);
      const cycle = cycleOf(cycles, body.cycleId);
      if (body.reviewedOn > today()) throw new ClientError(400, planMessages.reviewInFuture);
      if (!inCycle(cycle, body.reviewedOn)) {
        throw new ClientError(400, planMessages.reviewOutsideCycle(cycle));
      }
      const goals = await goalsOf(deps.db, practitionerId, [cycle.id]);
      if (goals.length === 0) throw new ClientError(409, planMessages.noGoals);
      const peer = await recordedPeer(deps, userId);
      const peerName = peer?.name ?? body.peerName?.trim() ?? "";
      if (peerName === "") throw new ClientError(400, planMessages.peerNameMissing);
      await saveReview(deps.db, {
        practitionerId,
        cycleId: cycle.id,
        reviewedOn: body.reviewedOn,
        peerName,
        peerPersonId: peer?.personId ?? null,
        recordedAt: deps.clock(),
      });
      return answer(userId, planMessages.reviewRecorded);
    },
  };
}
