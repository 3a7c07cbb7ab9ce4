// A round's reminder schedule, keyed to its deadline: the day the round opens, 42, 28, 14, 7 and
// 1 days before the deadline, the day grace begins, and two days before grace ends. On a day, the step due is the latest one
// whose day has come; a practitioner missed by an earlier step (a new account, a returned
// application) gets the step due now, never the ones passed.

import { addDays } from "@portal/contract";
import type { PractisingRound } from "../rounds/index.ts";

export const DAYS_BEFORE_DEADLINE = [42, 28, 14, 7, 1] as const;

export type ReminderStage = "before" | "grace" | "graceEnding";

export interface ReminderStep {
  /** The key a send is recorded under: "opens", "42-days", …, "grace-begins", "grace-ending". */
  step: string;
  on: string;
  stage: ReminderStage;
}

type RoundDates = Pick<PractisingRound, "opensOn" | "deadline" | "graceDays">;

export function reminderSteps(round: RoundDates): ReminderStep[] {
  const steps: ReminderStep[] = [
    { step: "opens", on: round.opensOn, stage: "before" },
    ...DAYS_BEFORE_DEADLINE.map((days) => ({
      step: `${days}-days`,
      on: addDays(round.deadline, -days),
      stage: "before" as const,
    })),
  ];
  if (round.graceDays > 0) {
    steps.push({ step: "grace-begins", on: addDays(round.deadline, 1), stage: "grace" });
  }
  if (round.graceDays > 2) {
    const ending = addDays(round.deadline, round.graceDays - 2);
    steps.push({ step: "grace-ending", on: ending, stage: "graceEnding" });
  }
  // A step before the round opens (a short round) is the opening's.
  return steps.filter((s, i) => i === 0 || s.on > round.opensOn);
}

/** The step due on `today` (YYYY-MM-DD): the latest come; none before the first or after grace. */
export function dueStep(round: RoundDates, today: string): ReminderStep | undefined {
  if (today > addDays(round.deadline, round.graceDays)) return undefined;
  return reminderSteps(round)
    .filter((s) => s.on <= today)
    .at(-1);
}
