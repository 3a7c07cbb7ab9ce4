// What a practitioner is told of their certificate by e-mail.
import { longDay } from "@portal/contract";

const signOff = ["", "Ngā mihi,", "The Registrar"];

export const certificateTexts = {
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
