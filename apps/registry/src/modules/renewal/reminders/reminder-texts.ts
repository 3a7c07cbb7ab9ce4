// What a renewal reminder tells a practitioner by e-mail, at each stage of the round.
import { longDay } from "@portal/contract";
import type { ActivationLink } from "../../activation/index.ts";
import { registrarSignOff } from "../../mail/index.ts";
import type { ReminderStage } from "./reminder-steps.ts";

interface ReminderFacts {
  year: string;
  renewBy: string;
  graceEnds: string;
  portalUrl: string;
  /** For someone without a portal account: the link that makes theirs, and its last day. */
  activation?: ActivationLink | undefined;
}

/** How to renew: sign in, or first make the account with the activation link. */
export function howToRenew(r: Pick<ReminderFacts, "portalUrl" | "activation">) {
  if (!r.activation) {
    return [
      `Sign in at ${r.portalUrl} to complete your Annual Practising Certificate application.`,
    ];
  }
  return [
    "You do not have an account on the portal yet. Open this link to make one, tied to your",
    "registration, by choosing a password:",
    r.activation.url,
    `The link can be used once and works until ${longDay(r.activation.until)}. Then complete`,
    "your Annual Practising Certificate application on the portal.",
  ];
}

/** What a reminder of each stage says: the deadline, the grace period, what happens after. */
function reminderLines(stage: ReminderStage, r: ReminderFacts) {
  const by = longDay(r.renewBy);
  const graceEnds = longDay(r.graceEnds);
  const opening = {
    before: `Please renew your annual practising certificate for ${r.year} by ${by}.`,
    grace: `The deadline to renew your practising certificate for ${r.year} was ${by}. You are now in the grace period, which ends on ${graceEnds}; a late fee may apply.`,
    graceEnding: `The grace period to renew your practising certificate for ${r.year} ends on ${graceEnds}.`,
  }[stage];
  return [
    opening,
    "",
    "From the day after your current certificate ends, the public register shows it as expired",
    `until your renewal is accepted. If it is not accepted by the end of the grace period on`,
    `${graceEnds}, your certificate lapses: you must then stop practising until a new one is issued.`,
    "",
    ...howToRenew(r),
    "If you have already submitted it, there is nothing more to do.",
    ...registrarSignOff,
  ];
}

export function reminderText(stage: ReminderStage, r: ReminderFacts) {
  const subject = {
    before: `Renew your practising certificate by ${longDay(r.renewBy)}`,
    grace: "Your practising certificate renewal is overdue",
    graceEnding: `Last days to renew your practising certificate: grace ends ${longDay(r.graceEnds)}`,
  }[stage];
  return { subject, lines: reminderLines(stage, r) };
}
