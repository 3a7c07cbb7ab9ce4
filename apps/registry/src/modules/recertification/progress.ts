// The signed-in practitioner's progress in each recertification cycle they are in: the cycle
// in force today of each profession their register record holds, and what their completed CPD
// activities dated in it add up to against each requirement. Nothing here takes an id from the
// request: the account's link to its register record names the person.
import {
  CPD_ACTIVITY_FORM_TYPE,
  type CpdCategory,
  type CpdCycleProgress,
  type CpdProgress,
  type CpdRequirement,
  calendarDateAt,
  cpdCategoryNames,
  PLAN_REQUIREMENT,
  professionOf,
} from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Executor } from "../../db/client.ts";
import { findCompletedAnswers } from "../forms/index.ts";
import { findLinkedPractitioner, findPractitionerMatch } from "../register/index.ts";
import { type CpdActivity, cpdActivityOf } from "./cpd-activities.ts";
import { type CycleRow, cyclesOn } from "./cycles-store.ts";
import { goalsOf, reviewsOf } from "./plan-store.ts";

export interface ProgressDeps {
  db: Executor;
  clock: Clock;
  timeZone: string;
}

/** Hours to the hundredth: a sum of quarter hours must not show 7.499999. */
const hoursOf = (activities: readonly CpdActivity[]) =>
  Math.round(activities.reduce((sum, a) => sum + a.hours, 0) * 100) / 100;

/** Where a cycle's plan stands: its goals and its review with the peer, if recorded. */
export interface PlanStanding {
  goals: number;
  review: { reviewedOn: string; peerName: string } | null;
}

const NO_PLAN: PlanStanding = { goals: 0, review: null };

export function cycleProgress(
  cycle: CycleRow,
  all: readonly CpdActivity[],
  plan: PlanStanding = NO_PLAN,
): CpdCycleProgress {
  const activities = all.filter((a) => a.date >= cycle.startsOn && a.date <= cycle.endsOn);
  const requirements: CpdRequirement[] = [
    {
      key: "total",
      label: "CPD hours in all",
      unit: "hours",
      required: cycle.totalHours,
      logged: hoursOf(activities),
    },
  ];
  for (const [category, required] of Object.entries(cycle.categoryHours) as [
    CpdCategory,
    number,
  ][]) {
    requirements.push({
      key: category,
      label: cpdCategoryNames[category],
      unit: "hours",
      required,
      logged: hoursOf(activities.filter((a) => a.category === category)),
    });
  }
  if (cycle.peerContacts > 0) {
    requirements.push({
      key: "peerContacts",
      label: "Contacts with your professional peer",
      unit: "contacts",
      required: cycle.peerContacts,
      logged: activities.filter((a) => a.category === "peer").length,
    });
  }
  if (cycle.planRequired) {
    requirements.push({
      key: PLAN_REQUIREMENT,
      label: "Development plan",
      unit: "plan",
      required: 1,
      logged: plan.goals > 0 && plan.review ? 1 : 0,
      goals: plan.goals,
      review: plan.review,
    });
  }
  return {
    profession: cycle.profession,
    startsOn: cycle.startsOn,
    endsOn: cycle.endsOn,
    requirements,
    activities: activities.length,
  };
}

/** The account's register record and the cycles in force today of the professions it holds. */
export async function cyclesInForce(
  deps: ProgressDeps,
  userId: number,
): Promise<{ practitionerId: number; cycles: CycleRow[] } | undefined> {
  const practitionerId = await findLinkedPractitioner(deps.db, userId);
  const match = practitionerId && (await findPractitionerMatch(deps.db, practitionerId));
  if (!practitionerId || !match) return undefined;
  const professions = [...new Set(match.Practices.map((p) => professionOf(p.Practice)))];
  const today = calendarDateAt(deps.clock(), deps.timeZone);
  const cycles = await cyclesOn(
    deps.db,
    professions.filter((p) => p !== ""),
    today,
  );
  return { practitionerId, cycles };
}

/** The completed CPD activities of the account, as the log counts them. */
export async function activitiesOf(deps: ProgressDeps, userId: number): Promise<CpdActivity[]> {
  const answers = await findCompletedAnswers(deps.db, userId, CPD_ACTIVITY_FORM_TYPE);
  return answers.flatMap(({ values }) => cpdActivityOf(values) ?? []);
}

export async function progressOf(deps: ProgressDeps, userId: number): Promise<CpdProgress> {
  const found = await cyclesInForce(deps, userId);
  if (!found || found.cycles.length === 0) return { cycles: [] };
  const { practitionerId, cycles } = found;
  const ids = cycles.map((c) => c.id);
  const [activities, goals, reviews] = await Promise.all([
    activitiesOf(deps, userId),
    goalsOf(deps.db, practitionerId, ids),
    reviewsOf(deps.db, practitionerId, ids),
  ]);
  return {
    cycles: cycles.map((cycle) => {
      const review = reviews.find((r) => r.cycleId === cycle.id);
      return cycleProgress(cycle, activities, {
        goals: goals.filter((g) => g.cycleId === cycle.id).length,
        review: review ? { reviewedOn: review.reviewedOn, peerName: review.peerName } : null,
      });
    }),
  };
}
