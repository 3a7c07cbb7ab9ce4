// What a practitioner is told by e-mail when the lapse expires their certificate.
import { longDay } from "@portal/contract";

const signOff = ["", "Ngā mihi,", "The Registrar"];

export function lapsedText(year: string, endedOn: string, graceEnded: string, portalUrl: string) {
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
}
