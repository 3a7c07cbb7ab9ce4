// A registration's history and its conditions on practice (docs/decisions/049): every change to
// a person's registration is an effective-dated event, appended and never changed; conditions
// are what a patient or employer most needs to see, so their public wording and dates are on
// the public register, the certificate's check and its PDF.
import { z } from "zod";

const day = z.iso.date().describe("A calendar date, YYYY-MM-DD");

/** What happened to a registration. */
export const registerEventKinds = [
  "registered",
  "scope_added",
  "scope_removed",
  "suspended",
  "cancelled",
  "restored",
  "name_changed",
  "condition_imposed",
  "condition_varied",
  "condition_lifted",
  "certificate_issued",
  "certificate_ended",
  "certificate_lapsed",
] as const;
export type RegisterEventKind = (typeof registerEventKinds)[number];

/** The kinds the public may see, with their dates (the rest is the regulator's). */
export const publicEventKinds: readonly RegisterEventKind[] = [
  "suspended",
  "cancelled",
  "restored",
  "condition_imposed",
  "condition_varied",
  "condition_lifted",
];

/** The kinds of condition a registrar imposes. */
export const conditionTypes = [
  "Conditions on practice",
  "Supervision",
  "Undertaking",
  "Practice restriction",
] as const;

/** A condition as the public sees it: its kind, wording and dates. */
export const publicConditionSchema = z.object({
  type: z.string(),
  wording: z.string().describe("The condition's public wording"),
  startsOn: day,
  endsOn: day.nullable().describe("When it ends, if it has an end"),
  reviewOn: day.nullable().describe("When it is to be reviewed, if it is"),
});
export type PublicCondition = z.infer<typeof publicConditionSchema>;

/** A condition as the desk reads it: also its id, the decision and whether it is in force. */
export const deskConditionSchema = publicConditionSchema.extend({
  id: z.number().int(),
  decision: z.string().describe("The decision that imposed it"),
  liftedOn: day.nullable(),
  inForce: z.boolean().describe("In force today"),
});
export type DeskCondition = z.infer<typeof deskConditionSchema>;

// No trimming here (the portal runs zod/mini, decision 012): the service trims, and refuses blanks.
const text = (max: number) => z.string().min(1).max(max);

/** A condition a registrar imposes, or its new terms when they vary it. */
export const conditionBodySchema = z.object({
  type: z.enum(conditionTypes),
  wording: text(2000).describe("Its public wording, as the register shows it"),
  startsOn: day,
  endsOn: day.nullable().optional(),
  reviewOn: day.nullable().optional(),
  decision: text(500).describe("The decision that imposed it, e.g. the committee's reference"),
});
export type ConditionBody = z.infer<typeof conditionBodySchema>;

export const liftConditionBodySchema = z.object({
  liftedOn: day.describe("The day it no longer applies"),
  decision: text(500).describe("The decision that lifted it"),
});
export type LiftConditionBody = z.infer<typeof liftConditionBodySchema>;

export const conditionParamsSchema = z.object({
  personId: z.string().max(20),
  conditionId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** An event of the history as the desk reads it. */
export const registerEventSchema = z.object({
  seq: z.number().int(),
  kind: z.enum(registerEventKinds),
  effectiveOn: day,
  recordedAt: z.string().describe("When it was recorded (ISO 8601)"),
  by: z.string().nullable().describe("The staff member's e-mail; null for the service"),
  summary: z.string().describe("What happened, in words"),
  public: z.boolean(),
});
export type RegisterEvent = z.infer<typeof registerEventSchema>;

/** A public event: what the public register shows of the history. */
export const publicEventSchema = z.object({
  kind: z.enum(registerEventKinds),
  effectiveOn: day,
  summary: z.string(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;

export const registerHistorySchema = z.object({
  conditions: z.array(deskConditionSchema),
  events: z.array(registerEventSchema).describe("Newest first"),
});
export type RegisterHistory = z.infer<typeof registerHistorySchema>;

export const conditionRefusals = {
  endsBeforeStart: "A condition's end date must be on or after the day it starts.",
  reviewBeforeStart: "A condition's review date must be on or after the day it starts.",
  notFound: "This practitioner has no such condition.",
  lifted: "This condition has been lifted already.",
  liftBeforeStart: "A condition is lifted on or after the day it starts.",
} as const;
