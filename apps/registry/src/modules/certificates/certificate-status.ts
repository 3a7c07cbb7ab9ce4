// Where a practitioner's practising certificate stands on a day, for their dashboard: read from
// their latest certificate's dates, the round open for renewal and their APC for that round –
// only issuing and ending early are stored, so "expired", "due" and "submitted" cannot drift
// from the calendar or the forms.
import { addDays, type CertificateStatus } from "@portal/contract";
import { type HeldCertificate, standingOf } from "../register/index.ts";
import type { PractisingRound } from "../renewal/index.ts";

/** The renewal form of the open round, if the practitioner started one. */
export interface RenewalForm {
  token: string;
  state: "in_progress" | "completed";
}

export function certificateStatus(
  /** `endedOn`: the day a registrar or the lapse ended it, if they did. */
  certificate: (HeldCertificate & { endedOn?: string | undefined }) | undefined,
  round: Pick<PractisingRound, "year" | "startsOn" | "deadline" | "graceDays"> | undefined,
  renewal: RenewalForm | undefined,
  today: string,
): CertificateStatus {
  if (!certificate) return { state: "none" };
  const { year, endsOn, endedOn } = certificate;
  // From the day after its period, as on every surface, whether or not the lapse has run.
  const ended =
    standingOf(certificate, false, today) === "expired"
      ? { expiredOn: endedOn && endedOn < endsOn ? endedOn : endsOn }
      : undefined;
  const held = ended ?? { currentUntil: endsOn };
  // The open round renews a certificate not ended early whose year starts after this one ends.
  if (!round || round.startsOn <= endsOn || certificate.status === "expired") {
    return { state: ended ? "expired" : "current", year, ...held };
  }
  if (renewal?.state === "completed") return { state: "submitted", year, ...held };
  return {
    state: ended ? "expired" : "renew",
    year,
    ...held,
    renewal: {
      year: round.year,
      renewBy: round.deadline,
      graceEnds: addDays(round.deadline, round.graceDays),
      ...(renewal ? { formToken: renewal.token } : {}),
    },
  };
}
