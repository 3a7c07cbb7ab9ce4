// Concerns worked as cases at the desk (docs/decisions/058): a queue apart from applications,
// worked by investigators (admins see everything; registrars see only the outcomes that change
// the register, in its history). Instants travel as ISO 8601 strings (UTC), days as YYYY-MM-DD.
import { z } from "zod";
import { concernSources } from "../concern-sources.ts";
import { conditionBodySchema } from "../register-history.ts";
import { caseStageSchema } from "./case-stages.ts";
import { deskApiPrefix } from "./paths.ts";
import { answeredPageSchema, deskPageOf, deskPageQuery, formFileSchema } from "./review.ts";

const instant = z.iso.datetime().describe("An instant, ISO 8601 in UTC");
const day = z.iso.date().describe("A day, YYYY-MM-DD");

const casePath = (reference: string) => `${deskApiPrefix}/cases/${encodeURIComponent(reference)}`;

export const casePaths = {
  /** GET: the case queue, oldest in its stage first. */
  cases: `${deskApiPrefix}/cases`,
  /** GET: counts by source, category, stage and outcome, and ages in stage. */
  figures: `${deskApiPrefix}/cases/figures`,
  /** GET: every case as CSV (one row each). */
  csv: `${deskApiPrefix}/cases/export.csv`,
  /** GET: one case (recorded in the staff audit as a view). */
  case: casePath,
  claim: (reference: string) => `${casePath(reference)}/claim`,
  release: (reference: string) => `${casePath(reference)}/release`,
  /** POST: category, risk, and a link to an existing case. */
  triage: (reference: string) => `${casePath(reference)}/triage`,
  /** POST: moves the case to another stage, with a note. */
  stage: (reference: string) => `${casePath(reference)}/stage`,
  notes: (reference: string) => `${casePath(reference)}/notes`,
  tasks: (reference: string) => `${casePath(reference)}/tasks`,
  taskDone: (reference: string, taskId: number) => `${casePath(reference)}/tasks/${taskId}/done`,
  /** POST: a letter from a template to the raiser or the practitioner, through the outbox. */
  letters: (reference: string) => `${casePath(reference)}/letters`,
  /** POST: closes the case with its outcome, which changes the register where it says so. */
  outcome: (reference: string) => `${casePath(reference)}/outcome`,
  /** A file of the concern, as an attachment (audited). */
  file: (reference: string, fileId: number) => `${casePath(reference)}/files/${fileId}`,
} as const;

/** A case's reference in a path (the service answers one of another shape as not found). */
export const caseParamsSchema = z.object({
  reference: z.string().max(20).describe("The case's reference, C-YYYY-NNNNNN"),
});
export const caseTaskParamsSchema = caseParamsSchema.extend({
  taskId: z.string().max(12).describe("The id of a task of the case"),
});
export const caseFileParamsSchema = caseParamsSchema.extend({
  fileId: z.string().max(12).describe("The id of a file of the case's concern"),
});

export const caseCategories = [
  "clinical_care",
  "communication",
  "conduct",
  "competence",
  "health",
  "infection_control",
  "records",
  "other",
] as const;
export const caseCategorySchema = z.enum(caseCategories);
export type CaseCategory = z.infer<typeof caseCategorySchema>;
export const caseCategoryNames: Record<(typeof caseCategories)[number], string> = {
  clinical_care: "Clinical care",
  communication: "Communication",
  conduct: "Conduct",
  competence: "Competence",
  health: "Health",
  infection_control: "Infection control",
  records: "Records",
  other: "Other",
};

export const caseRiskSchema = z.enum(["low", "medium", "high"]);
export type CaseRisk = z.infer<typeof caseRiskSchema>;
export const caseRiskNames: Record<CaseRisk, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
};

export const caseOutcomes = ["no_further_action", "conditions", "suspension"] as const;
export const caseOutcomeSchema = z.enum(caseOutcomes);
export type CaseOutcome = z.infer<typeof caseOutcomeSchema>;
export const caseOutcomeNames: Record<CaseOutcome, string> = {
  no_further_action: "No further action",
  conditions: "Conditions imposed",
  suspension: "Registration suspended",
};

export const caseQuerySchema = z.object({
  stage: caseStageSchema.optional().describe("Only cases in this stage"),
  mine: z.enum(["true", "false"]).optional().describe("Only cases claimed by the caller"),
  ...deskPageQuery,
});
export type CaseQuery = z.infer<typeof caseQuerySchema>;

const practitionerSchema = z.object({
  personId: z.string(),
  registrationNumber: z.string(),
  name: z.string(),
});

export const caseItemSchema = z.object({
  reference: z.string(),
  receivedAt: instant,
  source: z.enum(concernSources),
  practitioner: practitionerSchema.nullable().describe("Null: the raiser did not know them"),
  practitionerNamed: z.string().describe("The name the raiser gave, when not found"),
  category: caseCategorySchema.nullable(),
  risk: caseRiskSchema.nullable(),
  stage: caseStageSchema,
  stageSince: instant,
  daysInStage: z.number().int(),
  claimedBy: z.string().nullable().describe("The e-mail of the investigator working it"),
  linkedTo: z.string().nullable().describe("The case this concern was joined to"),
  outcome: caseOutcomeSchema.nullable(),
});
export type CaseItem = z.infer<typeof caseItemSchema>;

export const caseListSchema = deskPageOf(caseItemSchema, "oldest in its stage first");
export type CaseList = z.infer<typeof caseListSchema>;

export const caseTriageSchema = z.object({
  category: caseCategorySchema,
  risk: caseRiskSchema,
  linkTo: z.string().max(20).optional().describe("An open case's reference to join this one to"),
});
export type CaseTriage = z.infer<typeof caseTriageSchema>;

/** The stage must be one of the table's, not retired, and not closed (the service says which). */
export const caseStageMoveSchema = z.object({
  stage: caseStageSchema,
  note: z.string().max(4000),
  referredTo: z
    .string()
    .max(200)
    .optional()
    .describe("Where the case went, kept only by a stage that records it"),
});
export type CaseStageMove = z.infer<typeof caseStageMoveSchema>;

export const caseNoteBodySchema = z.object({
  text: z.string().min(1).max(10_000),
  releasedToPractitioner: z.boolean().default(false),
});
export type CaseNoteBody = z.infer<typeof caseNoteBodySchema>;

export const caseTaskBodySchema = z.object({
  title: z.string().min(1).max(300),
  dueOn: day,
});
export type CaseTaskBody = z.infer<typeof caseTaskBodySchema>;

export const caseLetterTemplates = ["acknowledgement", "update", "outcome", "notice"] as const;
export const caseLetterTemplateNames: Record<(typeof caseLetterTemplates)[number], string> = {
  acknowledgement: "Acknowledgement",
  update: "Update on the case",
  outcome: "Outcome",
  notice: "Notice of the concern",
};
export const caseLetterBodySchema = z.object({
  to: z.enum(["raiser", "practitioner"]),
  template: z.enum(caseLetterTemplates),
  body: z.string().max(10_000).describe("The paragraph the investigator adds to the template"),
});
export type CaseLetterBody = z.infer<typeof caseLetterBodySchema>;

export const caseOutcomeBodySchema = z.object({
  outcome: caseOutcomeSchema,
  reasons: z.string().min(1).max(10_000),
  /** With "conditions": the condition the register records. */
  condition: conditionBodySchema.optional(),
  /** With "suspension": the practitioner's scope suspended from this day. */
  suspendFrom: day.optional(),
});
export type CaseOutcomeBody = z.infer<typeof caseOutcomeBodySchema>;

export const caseEventSchema = z.object({
  at: instant,
  by: z.string().nullable().describe("The staff member's e-mail; null for the service"),
  kind: z.enum([
    "received",
    "claimed",
    "released",
    "triaged",
    "stage",
    "note",
    "task",
    "letter",
    "outcome",
  ]),
  text: z.string(),
  releasedToPractitioner: z.boolean(),
});

export const caseTaskSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  dueOn: day,
  doneAt: instant.nullable(),
});

export const caseDetailSchema = caseItemSchema.extend({
  sharesIdentity: z
    .boolean()
    .describe("The raiser agreed to their identity being shared with the practitioner"),
  pages: z.array(answeredPageSchema).describe("The concern as the raiser answered it"),
  files: z.array(formFileSchema).describe("The concern's uploads"),
  tasks: z.array(caseTaskSchema),
  events: z.array(caseEventSchema).describe("Oldest first"),
  joined: z.array(z.string()).describe("References of concerns joined to this case"),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

const countOf = z.record(z.string(), z.number().int());
/** Every step on a case (claim, triage, a note …) answers the case as it stands after it. */
export const caseStepResponseSchema = caseDetailSchema;

export const caseFiguresSchema = z.object({
  bySource: countOf,
  byCategory: countOf,
  byStage: countOf,
  byOutcome: countOf,
  /** Per open stage: how many, and the oldest and median days in it. */
  ages: z.array(
    z.object({
      stage: caseStageSchema,
      count: z.number().int(),
      oldestDays: z.number().int(),
      medianDays: z.number().int(),
    }),
  ),
});
export type CaseFigures = z.infer<typeof caseFiguresSchema>;

export const caseRefusals = {
  notFound: "No case has that reference.",
  claimedByOther: "Another investigator is working this case.",
  notClaimed: "Claim the case before working it.",
  closed: "The case is closed.",
  linkUnknown: "No open case has that reference to join this one to.",
  linkSelf: "A case cannot be joined to itself.",
  outcomeNeedsPractitioner: "Only a case about a practitioner on the register can change it.",
  conditionMissing: "Give the condition the register records.",
  suspendFromMissing: "Give the day the suspension starts.",
  suspendFromFuture:
    "A suspension starts today or earlier: the register shows it from the moment it is recorded.",
  taskNotFound: "The case has no such task.",
  noteBlank: "Write the note: it cannot be blank.",
  taskTitleBlank: "Give the task a title.",
  noPractitionerEmail: "The practitioner has no e-mail address on record.",
  stageUnknown: "No stage has that code.",
  stageRetired: "That stage is retired: cases may move out of it, not into it.",
  stageClosed: "A case is closed by recording its outcome, not by a move.",
  referredToNotKept: "That stage does not record where a case went: leave Referred to empty.",
} as const;
