// What the recertification audit's letters tell a sampled practitioner: the notice, the
// reminders before the evidence deadline, and the one after it.
import { longDay } from "@portal/contract";
import type { ActivationLink } from "../../activation/index.ts";
import { registrarSignOff } from "../../mail/index.ts";

export type AuditLetterKind = "notice" | "reminder" | "overdue";

export interface AuditLetterFacts {
  cycleStartsOn: string;
  cycleEndsOn: string;
  evidenceDue: string;
  portalUrl: string;
  /** For someone without a portal account: the link that makes theirs. */
  activation?: ActivationLink | undefined;
}

function howToSubmit(f: AuditLetterFacts) {
  const submit =
    'On the portal, open Recertification, check your CPD log and choose "Submit my evidence".';
  if (!f.activation) return [`Sign in at ${f.portalUrl}.`, submit];
  return [
    "You do not have an account on the portal yet. Open this link to make one, tied to your",
    "registration, by choosing a password:",
    f.activation.url,
    `The link can be used once and works until ${longDay(f.activation.until)}.`,
    submit,
  ];
}

export function auditLetterText(kind: AuditLetterKind, f: AuditLetterFacts) {
  const due = longDay(f.evidenceDue);
  const cycle = `${longDay(f.cycleStartsOn)} to ${longDay(f.cycleEndsOn)}`;
  const subject = {
    notice: `Your recertification is selected for audit: evidence due ${due}`,
    reminder: `Reminder: your recertification audit evidence is due ${due}`,
    overdue: "Your recertification audit evidence is overdue",
  }[kind];
  const opening = {
    notice: `You have been selected at random for the audit of your recertification cycle, ${cycle}.`,
    reminder: `We have not yet received the evidence for the audit of your recertification cycle, ${cycle}.`,
    overdue: `The evidence for the audit of your recertification cycle, ${cycle}, was due on ${due}.`,
  }[kind];
  const lines = [
    opening,
    "",
    `Please submit your CPD log for the cycle, with its evidence, by ${due}.`,
    "The selection was drawn by lot from a recorded seed: it says nothing about your practice.",
    "",
    ...howToSubmit(f),
    "If you have already submitted it, there is nothing more to do.",
    ...registrarSignOff,
  ];
  return { subject, lines };
}
