// The recertification audit at the desk (docs/decisions/060 and 062): an admin draws a share of
// the practitioners in the cycles in force on a day, by profession, from a recorded seed; may
// draw again, with a reason, before the notices go; then sends each sampled practitioner a
// notice with an evidence deadline. The registrar reads the evidence each submits – their CPD
// log in the cycle, with its uploads – and records an outcome. Every shape here is the desk's.
import { z } from "zod";
import { auditOutcomes, auditStatuses, evidenceActivitySchema } from "../cpd-audit.ts";
import { professionNames } from "../professions.ts";
import { SAMPLE_SEED_HEX_LENGTH } from "../recertification.ts";
import { deskApiPrefix } from "./paths.ts";

/** Days from the notices to the evidence deadline, unless the admin sets others. */
export const DEFAULT_EVIDENCE_DAYS = 28;
export const MIN_EVIDENCE_DAYS = 7;
export const MAX_EVIDENCE_DAYS = 90;
/** The least a reason to draw again says: a word or two is not a reason. */
export const MIN_REDRAW_REASON = 10;
export const MAX_AUDIT_TEXT = 2_000;

export const auditRefusals = {
  evidenceDays: `The evidence deadline is ${MIN_EVIDENCE_DAYS} to ${MAX_EVIDENCE_DAYS} days after the notices.`,
  onDay: "The day must be a date, YYYY-MM-DD.",
  noCycles: "No recertification cycle is in force on that day: add the cycles first.",
  nobody: "Nobody holds a practising certificate in the professions of those cycles.",
  notFound: "There is no such audit.",
  selectionNotFound: "That practitioner is not in this audit's sample.",
  reasonTooShort: `Say why the sample is drawn again, in at least ${MIN_REDRAW_REASON} characters.`,
  textTooLong: `Keep it to ${MAX_AUDIT_TEXT} characters.`,
  noticesSent: "The notices of this audit have gone: its sample can no longer be drawn again.",
  noticesAlreadySent: "The notices of this audit have already gone.",
  outcomeUnknown: "Choose an outcome: met, remedial plan or referred.",
  remedialDue: "A remedial plan needs the day it is due, after today.",
  noEvidence: "The practitioner has not submitted their evidence yet.",
  outcomeRecorded: "This practitioner's outcome is already recorded.",
} as const;

const text = (max: number) => z.string().trim().max(max, { error: auditRefusals.textTooLong });

export const auditBodySchema = z.object({
  onDay: z.iso
    .date({ error: auditRefusals.onDay })
    .describe("The audit covers the cycles in force on this day, YYYY-MM-DD"),
  ratePercent: z
    .number()
    .describe("The share of each profession drawn: above 0, at most 100, one decimal place"),
  evidenceDays: z
    .number({ error: auditRefusals.evidenceDays })
    .int({ error: auditRefusals.evidenceDays })
    .min(MIN_EVIDENCE_DAYS, { error: auditRefusals.evidenceDays })
    .max(MAX_EVIDENCE_DAYS, { error: auditRefusals.evidenceDays })
    .describe("Days from the notices to the evidence deadline"),
  seed: z
    .string()
    .max(64)
    .optional()
    .describe(
      "A seed to draw from (one recorded with a draw, or drawn in public); a fresh one if none. " +
        "Recorded, and in the staff audit as given",
    ),
});
export type AuditBody = z.infer<typeof auditBodySchema>;

export const redrawBodySchema = z.object({
  reason: text(MAX_AUDIT_TEXT)
    .min(MIN_REDRAW_REASON, { error: auditRefusals.reasonTooShort })
    .describe("Why the sample is drawn again: kept with the draw and in the staff audit"),
});

export const outcomeBodySchema = z.object({
  outcome: z.enum(auditOutcomes, { error: auditRefusals.outcomeUnknown }),
  remedialDue: z.iso
    .date({ error: auditRefusals.remedialDue })
    .optional()
    .describe("For a remedial plan: the day it is due"),
  note: text(MAX_AUDIT_TEXT).default("").describe("What the practitioner is told with it"),
});
export type OutcomeBody = z.infer<typeof outcomeBodySchema>;

export const auditParamsSchema = z.object({
  auditId: z.string().max(12).describe("The id of a recertification audit"),
});
export const selectionParamsSchema = auditParamsSchema.extend({
  selectionId: z.string().max(12).describe("The id of a sampled practitioner in the audit"),
});

const stratumSchema = z.object({
  profession: z.string(),
  size: z.number().int(),
  drawn: z.number().int(),
});

export const auditDrawSchema = z.object({
  id: z.number().int(),
  seed: z.string().length(SAMPLE_SEED_HEX_LENGTH).describe("Draws the same sample again"),
  ratePercent: z.number(),
  drawnAt: z.string(),
  drawnBy: z.string().describe("The admin's e-mail"),
  reason: z.string().nullable().describe("Why it was drawn again; null for the first draw"),
  population: z.number().int(),
  strata: z.array(stratumSchema),
  current: z.boolean().describe("The draw whose sample the audit holds"),
});
export type AuditDraw = z.infer<typeof auditDrawSchema>;

/** Per status: how many, and the days since the oldest of them entered it. */
export const auditCountsSchema = z.array(
  z.object({ status: z.enum(auditStatuses), count: z.number().int(), oldestDays: z.number() }),
);

export const auditSummarySchema = z.object({
  id: z.number().int(),
  onDay: z.iso.date(),
  ratePercent: z.number(),
  evidenceDays: z.number().int(),
  noticesSentAt: z.string().nullable(),
  evidenceDue: z.iso.date().nullable().describe("Set when the notices go"),
  createdAt: z.string(),
  sampled: z.number().int(),
  counts: auditCountsSchema,
});
export type AuditSummary = z.infer<typeof auditSummarySchema>;

export const auditListSchema = z.object({
  items: z.array(auditSummarySchema).describe("The latest first"),
});

export const sampledPractitionerSchema = z.object({
  id: z.number().int().describe("The selection's id"),
  personId: z.string(),
  name: z.string(),
  profession: z.enum(professionNames),
  status: z.enum(auditStatuses),
  evidenceSubmittedAt: z.string().nullable(),
  outcome: z.enum(auditOutcomes).nullable(),
  remedialDue: z.iso.date().nullable(),
  note: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type SampledPractitioner = z.infer<typeof sampledPractitionerSchema>;

export const auditViewSchema = auditSummarySchema.extend({
  draws: z.array(auditDrawSchema).describe("Every draw of the audit, the first first"),
  sample: z.array(sampledPractitionerSchema).describe("By profession, then name"),
});
export type AuditView = z.infer<typeof auditViewSchema>;

/** A sampled practitioner's evidence as submitted: the activities they sent, with uploads. */
export const sampledEvidenceSchema = sampledPractitionerSchema.extend({
  auditId: z.number().int(),
  cycleStartsOn: z.iso.date(),
  cycleEndsOn: z.iso.date(),
  evidenceDue: z.iso.date().nullable(),
  activities: z.array(evidenceActivitySchema).describe("None before the evidence is submitted"),
});
export type SampledEvidence = z.infer<typeof sampledEvidenceSchema>;

export const evidenceFileParamsSchema = selectionParamsSchema.extend({
  fileId: z.string().max(12).describe("An upload of one of the submitted activities"),
});

export const auditPaths = {
  /** GET lists the audits (registry staff); POST draws a new one (admin). */
  audits: `${deskApiPrefix}/recertification/audits`,
  audit: (id: number | string) =>
    `${deskApiPrefix}/recertification/audits/${encodeURIComponent(String(id))}`,
  /** Admin, POST: draw the sample again, with a reason, before the notices. */
  draws: (id: number | string) => `${auditPaths.audit(id)}/draws`,
  /** Admin, POST: send every sampled practitioner their notice; sets the deadline. */
  notices: (id: number | string) => `${auditPaths.audit(id)}/notices`,
  /** GET: the sample and its statuses as CSV. */
  csv: (id: number | string) => `${auditPaths.audit(id)}/sample.csv`,
  /** GET: a sampled practitioner's evidence (registrar and admin). */
  evidence: (id: number | string, selectionId: number | string) =>
    `${auditPaths.audit(id)}/sample/${encodeURIComponent(String(selectionId))}`,
  /** GET: an upload of a submitted activity, as an attachment (in the staff audit). */
  evidenceFile: (id: number | string, selectionId: number | string, fileId: number | string) =>
    `${auditPaths.evidence(id, selectionId)}/files/${encodeURIComponent(String(fileId))}`,
  /** POST: record the outcome. */
  outcome: (id: number | string, selectionId: number | string) =>
    `${auditPaths.evidence(id, selectionId)}/outcome`,
} as const;
