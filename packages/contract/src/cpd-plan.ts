// The professional development plan (PDP) of a recertification cycle, as the practitioner keeps
// it and the portal shows it: goals, each with a target date inside the cycle and the CPD
// activities linked to it (the CPD-ACTIVITY form's plan_goal answer), and the plan's review
// with their professional peer. A file of its own, so that only the plan's lazily loaded
// screen and the CPD form's option list carry it; the refusals' texts are the service's and the
// screen's alike.
import { z } from "zod";
import { cyclePeriod } from "./desk/recert-cycles.ts";
import { longDay } from "./long-day.ts";
import { apiPaths, optionListPath } from "./paths.ts";

const recertification = `${apiPaths.search.replace(/\/search$/, "")}/recertification`;

/** The CPD-ACTIVITY field naming the goal an activity serves (an option of PLAN_GOAL_OPTIONS). */
export const PLAN_GOAL_FIELD = "plan_goal";
/** The option list of the signed-in practitioner's own goals, which the CPD form names. */
export const PLAN_GOAL_OPTIONS = "plan-goals";

export const cpdPlanPaths = {
  /** GET: the signed-in practitioner's plan of each cycle they are in. */
  plan: `${recertification}/plan`,
  /** POST adds a goal. */
  goals: `${recertification}/plan/goals`,
  /** PUT changes, DELETE removes the goal of this id. */
  goal: (goalId: number | string) =>
    `${recertification}/plan/goals/${encodeURIComponent(String(goalId))}`,
  /** PUT records (or corrects) the plan's review with the peer. */
  review: `${recertification}/plan/review`,
  /** GET: the goals as the CPD form's options (optionListPath, answered for the signed-in). */
  goalOptions: optionListPath(PLAN_GOAL_OPTIONS),
} as const;

export const PLAN_TITLE_MAX = 200;
export const PLAN_TEXT_MAX = 2_000;

export const planMessages = {
  titleMissing: "Enter the goal.",
  titleTooLong: `The goal must be ${PLAN_TITLE_MAX} characters or fewer.`,
  descriptionTooLong: `What you will do must be ${PLAN_TEXT_MAX} characters or fewer.`,
  targetDateMissing: "Enter the target date as a real date, like 30/11/2026.",
  reviewedOnMissing: "Enter the day of the review as a real date, like 3/5/2026.",
  peerNameTooLong: `The peer's name must be ${PLAN_TITLE_MAX} characters or fewer.`,
  cycleMissing: "Choose the cycle the plan is for.",
  noCycle: "You are not in this recertification cycle.",
  goalNotFound: "There is no goal of yours with this id.",
  targetOutsideCycle: (cycle: { startsOn: string; endsOn: string }) =>
    `The target date must be in the cycle, from ${cyclePeriod(cycle)}.`,
  reviewOutsideCycle: (cycle: { startsOn: string; endsOn: string }) =>
    `The review must be dated in the cycle, from ${cyclePeriod(cycle)}.`,
  reviewInFuture: "The review cannot be dated in the future.",
  noGoals: "Add at least one goal before recording the review.",
  peerNameMissing:
    "Enter your peer's name: you have not told us who your professional peer is yet.",
  goalHasActivities: (count: number) =>
    `This goal has ${count === 1 ? "an activity" : `${count} activities`} linked to it, so it stays in your plan. Change it instead.`,
  goalAdded: "The goal is in your plan.",
  goalChanged: "The goal is changed.",
  goalRemoved: "The goal is removed from your plan.",
  reviewRecorded: "The review with your peer is recorded.",
} as const;

// Only the zod methods the portal's zod-on-mini carries (apps/web/src/lib/zod-on-mini.ts).
const text = (max: number, tooLong: string) => z.string({ error: tooLong }).max(max, tooLong);
const cycleIdSchema = z
  .number({ error: planMessages.cycleMissing })
  .int()
  .positive()
  .max(2 ** 31 - 1, planMessages.cycleMissing);

export const planGoalBodySchema = z.object({
  cycleId: cycleIdSchema.describe("The id of a cycle the practitioner is in today"),
  title: text(PLAN_TITLE_MAX, planMessages.titleTooLong)
    .refine((title: string) => title.trim() !== "", { message: planMessages.titleMissing })
    .describe("The goal, in a line (kept trimmed)"),
  description: text(PLAN_TEXT_MAX, planMessages.descriptionTooLong)
    .default("")
    .describe("What the practitioner will do to reach it"),
  targetDate: z.iso
    .date({ error: planMessages.targetDateMissing })
    .describe("By when, YYYY-MM-DD, inside the cycle"),
});
export type PlanGoalBody = z.output<typeof planGoalBodySchema>;

/** A goal's change: its cycle stays the one it was added to. */
export const planGoalChangeSchema = planGoalBodySchema.pick({
  title: true,
  description: true,
  targetDate: true,
});
export type PlanGoalChange = z.output<typeof planGoalChangeSchema>;

export const planReviewBodySchema = z.object({
  cycleId: cycleIdSchema.describe("The id of a cycle the practitioner is in today"),
  reviewedOn: z.iso
    .date({ error: planMessages.reviewedOnMissing })
    .describe(
      "The day the plan was reviewed with the peer, YYYY-MM-DD: in the cycle, not later than today",
    ),
  peerName: text(PLAN_TITLE_MAX, planMessages.peerNameTooLong)
    .optional()
    .describe("Typed only when no peer relationship is recorded; the recorded peer otherwise"),
});
export type PlanReviewBody = z.output<typeof planReviewBodySchema>;

export const planGoalParamsSchema = z.object({
  goalId: z.string().max(12).describe("The id of one of the practitioner's goals"),
});

export const planActivitySchema = z.object({
  date: z.iso.date(),
  title: z.string().describe("The activity's description as logged"),
  hours: z.number(),
});

export const planGoalSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  targetDate: z.iso.date(),
  activities: z.array(planActivitySchema).describe("The completed activities linked to it"),
});
export type PlanGoal = z.infer<typeof planGoalSchema>;

export const planReviewSchema = z.object({
  reviewedOn: z.iso.date(),
  peerName: z.string(),
});

export const cyclePlanSchema = z.object({
  cycleId: z.number().int(),
  profession: z.string(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  planRequired: z.boolean(),
  goals: z.array(planGoalSchema).describe("By target date"),
  review: planReviewSchema.nullable().describe("The plan's review with the peer, if recorded"),
});
export type CyclePlan = z.infer<typeof cyclePlanSchema>;

export const cpdPlanSchema = z.object({
  cycles: z.array(cyclePlanSchema).describe("The cycle in force today of each profession held"),
  peer: z
    .object({ name: z.string() })
    .nullable()
    .describe("The peer of the latest completed peer relationship form, if any"),
});
export type CpdPlan = z.infer<typeof cpdPlanSchema>;

export const planAnswerSchema = z.object({
  message: z.string().describe("What the write did, as the portal says it"),
  plan: cpdPlanSchema.describe("The plan as it is now"),
});
export type PlanAnswer = z.infer<typeof planAnswerSchema>;

/** "Reviewed with Hemi Walker on 3 May 2026". */
export const planReviewText = (review: { peerName: string; reviewedOn: string }) =>
  `Reviewed with ${review.peerName} on ${longDay(review.reviewedOn)}`;
