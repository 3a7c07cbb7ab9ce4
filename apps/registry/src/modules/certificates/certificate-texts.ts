// What a practitioner is told of their certificate by e-mail.
import { longDay } from "@portal/contract";
import type { ReminderStage } from "./reminder-steps.ts";

const signOff = ["", "Ngā mihi,", "The Registrar"];

/** What a reminder of each stage says: the deadline, the grace period, what happens after. */
function reminderLines(
  stage: ReminderStage,
  r: { year: string; renewBy: string; graceEnds: string; portalUrl: string },
) {
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
    `If your renewal is not accepted by the end of the grace period on ${graceEnds}, your`,
    "practising certificate expires: you must then stop practising, and the public register",
    "shows your certificate as expired.",
    "",
    `Sign in at ${r.portalUrl} to complete your Annual Practising Certificate application.`,
    "If you have already submitted it, there is nothing more to do.",
    ...signOff,
  ];
}

export const certificateTexts = {
  reminder(
    stage: ReminderStage,
    r: { year: string; renewBy: string; graceEnds: string; portalUrl: string },
  ) {
    const subject = {
      before: `Renew your practising certificate by ${longDay(r.renewBy)}`,
      grace: "Your practising certificate renewal is overdue",
      graceEnding: `Last days to renew your practising certificate: grace ends ${longDay(r.graceEnds)}`,
    }[stage];
    return { subject, lines: reminderLines(stage, r) };
  },
  lapsed(year: string, endedOn: string, graceEnded: string, portalUrl: string) {
    return {
      subject: "Your practising certificate has expired",
      lines: [
        `Your annual practising certificate for ${year} ended on ${longDay(endedOn)}, and it was`,
        `not renewed by the end of the grace period on ${longDay(graceEnded)}. It has now expired:`,
        "you must not practise until a new certificate is issued, and the public register shows",
        "your certificate as expired.",
        "",
        `To renew, sign in at ${portalUrl} and complete your Annual Practising Certificate`,
        "application. A late fee may apply.",
        ...signOff,
      ],
    };
  },
};
