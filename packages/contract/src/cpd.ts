// Continuing professional development (CPD) as the practitioner logs it and the portal shows
// it: each activity is a CPD-ACTIVITY form (apps/registry/forms/cpd-activity.yaml), and the
// progress of each recertification cycle the practitioner is in (desk/recert-cycles.ts sets
// what a cycle requires) is counted from the activities they completed in it. A file of its
// own, so that only the lazily loaded progress section carries it; the categories, which the
// desk's cycles name too, are cpd-categories.ts'.
import { z } from "zod";
import { apiPaths } from "./paths.ts";

/** The form type of one logged activity. */
export const CPD_ACTIVITY_FORM_TYPE = "CPD-ACTIVITY";

/** The plan requirement's key; it is met by a goal and a recorded review with the peer. */
export const PLAN_REQUIREMENT = "plan";

/** GET: the signed-in practitioner's cycles and their progress (401 without a session). */
export const cpdProgressPath = `${apiPaths.search.replace(/\/search$/, "")}/recertification/progress`;

export const cpdRequirementSchema = z.object({
  key: z.string().describe('"total", a category\'s id, "peerContacts" or "plan"'),
  label: z.string().describe("What is required, as the portal names it"),
  unit: z.enum(["hours", "contacts", "plan"]),
  required: z.number().describe("What the cycle requires by its end (1 for the plan)"),
  logged: z
    .number()
    .describe("What the completed activities in the cycle add up to (1: the plan is met)"),
  goals: z.number().int().optional().describe("The plan's goals (the plan only)"),
  review: z
    .object({ reviewedOn: z.iso.date(), peerName: z.string() })
    .nullable()
    .optional()
    .describe("The plan's review with the peer, if recorded (the plan only)"),
});
export type CpdRequirement = z.infer<typeof cpdRequirementSchema>;

export const cpdCycleProgressSchema = z.object({
  profession: z.string(),
  startsOn: z.iso.date(),
  endsOn: z.iso.date(),
  requirements: z.array(cpdRequirementSchema).describe("Hours in all first, then each category"),
  activities: z.number().int().describe("The completed activities dated in the cycle"),
});
export type CpdCycleProgress = z.infer<typeof cpdCycleProgressSchema>;

export const cpdProgressSchema = z.object({
  cycles: z
    .array(cpdCycleProgressSchema)
    .describe("The cycle in force today of each profession the practitioner holds"),
});
export type CpdProgress = z.infer<typeof cpdProgressSchema>;
