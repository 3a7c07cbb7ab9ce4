// What the desk's audit screens say beside the service's refusals (recert-audits.ts): the boxes'
// labels, what an empty or wrong box says before anything is sent, and what each action tells
// once it is done. The refusals stay the service's; these only stand before and after them.
import { type AuditOutcome, auditStatusNames } from "../cpd-audit.ts";
import { longDay } from "../long-day.ts";
import { DEFAULT_EVIDENCE_DAYS, MIN_REDRAW_REASON } from "./recert-audits.ts";

export const auditFormTexts = {
  labels: {
    onDay: "Audit the cycles in force on",
    ratePercent: "Share of each profession to draw (%)",
    evidenceDays: "Days from the notices to the evidence deadline",
    seed: "Seed (optional)",
    reason: "Why the sample is drawn again",
    outcome: "Outcome",
    remedialDue: "The remedial plan is due on",
    note: "Note to the practitioner",
  },
  hints: {
    ratePercent: "Above 0 and at most 100, for example 5 or 2.5.",
    evidenceDays: `${DEFAULT_EVIDENCE_DAYS} unless there is a reason for another.`,
    seed: "Leave it empty for a fresh seed; a seed recorded with a draw draws that sample again.",
    reason: `At least ${MIN_REDRAW_REASON} characters. It is kept with the draw.`,
  },
  required: {
    onDay: "Enter the day the audit covers.",
    ratePercent: "Enter the share of each profession to draw, above 0 and at most 100.",
    evidenceDays: "Enter the days from the notices to the evidence deadline.",
    remedialDue: "Enter the day the remedial plan is due.",
  },
  /** What a registrar's outcome choices read. */
  outcomeNames: {
    met: auditStatusNames.met,
    remedial: auditStatusNames.remedial,
    referred: auditStatusNames.referred,
  } satisfies Record<AuditOutcome, string>,
  drawn: "The sample is drawn.",
  redrawn: "The sample is drawn again.",
  redrawConfirm:
    "The current sample is set aside and a new one drawn with a new seed. Both draws stay on record.",
  noticesSent: "The notices are sent to every sampled practitioner.",
  noticesWillSet: (evidenceDue: string) =>
    `Sending the notices sets the evidence deadline to ${longDay(evidenceDue)}. ` +
    "The sample can then no longer be drawn again.",
  outcomeRecorded: "The outcome is recorded.",
} as const;
