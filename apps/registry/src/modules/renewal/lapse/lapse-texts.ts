// What a practitioner is told by e-mail when the lapse expires their certificate.
import { longDay } from "@portal/contract";
import type { ActivationLink } from "../../activation/index.ts";
import { registrarSignOff } from "../../mail/index.ts";
import { howToRenew } from "../reminders/index.ts";

export function lapsedText(lapse: {
  year: string;
  endedOn: string;
  graceEnded: string;
  portalUrl: string;
  /** For someone without a portal account: the link that makes theirs, and its last day. */
  activation?: ActivationLink | undefined;
}) {
  return {
    subject: "Your practising certificate has expired",
    lines: [
      `Your annual practising certificate for ${lapse.year} ended on ${longDay(lapse.endedOn)}, and it was`,
      `not renewed by the end of the grace period on ${longDay(lapse.graceEnded)}. It has now expired:`,
      "you must not practise until a new certificate is issued, and the public register shows",
      "your certificate as expired.",
      "",
      ...howToRenew(lapse),
      "A late fee may apply.",
      ...registrarSignOff,
    ],
  };
}
