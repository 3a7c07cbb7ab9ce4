// The recertification audit as a sampled practitioner meets it (docs/decisions/062): a notice
// with the deadline for their evidence, their CPD log in the cycle to submit as it stands, and
// the registrar's outcome once recorded. The desk's side is desk/recert-audits.ts.
import { z } from "zod";
import { cpdCategories } from "./cpd-categories.ts";
import { apiPaths } from "./paths.ts";

/** What a registrar decides of a sampled practitioner's evidence. */
export const auditOutcomes = ["met", "remedial", "referred"] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

/** Where a sampled practitioner stands: drawn, noticed, submitted, then an outcome. */
export const auditStatuses = ["drawn", "awaiting", "submitted", ...auditOutcomes] as const;
export type AuditStatus = (typeof auditStatuses)[number];

export const auditStatusNames: Record<AuditStatus, string> = {
  drawn: "Drawn, not yet told",
  awaiting: "Evidence awaited",
  submitted: "Evidence submitted",
  met: "Requirements met",
  remedial: "Remedial plan",
  referred: "Referred",
};

const registry = apiPaths.search.replace(/\/search$/, "");

export const cpdAuditPaths = {
  /** GET: the signed-in practitioner's audits, from their notices on. */
  audits: `${registry}/recertification/audits`,
  /** POST: submit the evidence (the log in the cycle as it stands) for this audit. */
  evidence: (selectionId: number | string) =>
    `${registry}/recertification/audits/${encodeURIComponent(String(selectionId))}/evidence`,
} as const;

export const cpdAuditMessages = {
  notFound: "There is no such audit of your recertification.",
  alreadySubmitted: "Your evidence for this audit is already submitted.",
  notYet: "This audit's notice has not been sent yet.",
  nothingLogged:
    "Your CPD log has no activity in this cycle yet: add your activities, then submit.",
  submitted: "Your evidence is submitted. We will tell you the outcome.",
} as const;

/** One logged activity as evidence: the practitioner's answers, and their uploads. */
export const evidenceActivitySchema = z.object({
  formId: z.number().int(),
  date: z.iso.date(),
  category: z.enum(cpdCategories),
  hours: z.number(),
  provider: z.string(),
  description: z.string(),
  learning: z.string(),
  practiceChange: z.string(),
  files: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type EvidenceActivity = z.infer<typeof evidenceActivitySchema>;

export const practitionerAuditSchema = z.object({
  id: z.number().int().describe("The selection's id, for submitting evidence"),
  profession: z.string(),
  cycleStartsOn: z.iso.date(),
  cycleEndsOn: z.iso.date(),
  evidenceDue: z.iso.date(),
  status: z.enum(auditStatuses),
  evidenceSubmittedAt: z.string().nullable(),
  outcome: z.enum(auditOutcomes).nullable(),
  remedialDue: z.iso.date().nullable(),
  note: z.string().describe("The registrar's words with the outcome"),
  activities: z
    .array(evidenceActivitySchema)
    .describe("The completed activities dated in the cycle: what a submission sends"),
});
export type PractitionerAudit = z.infer<typeof practitionerAuditSchema>;

export const practitionerAuditsSchema = z.object({
  items: z.array(practitionerAuditSchema).describe("The latest first; none before a notice"),
});
export type PractitionerAudits = z.infer<typeof practitionerAuditsSchema>;

export const evidenceParamsSchema = z.object({
  selectionId: z.string().max(12).describe("The audit's id as the practitioner's list gives it"),
});
