// Where a practitioner's practising certificate stands on a day, for their dashboard: read from
// their latest certificate, the round open for renewal and their APC for that round – only
// issuing and expiring are stored, so "due" and "submitted" cannot drift from the forms.
import { addDays, type CertificateStatus } from "@portal/contract";
import type { PractisingRound } from "../rounds/index.ts";
import type { CertificateRow } from "./store.ts";

/** The renewal form of the open round, if the practitioner started one. */
export interface RenewalForm {
  token: string;
  state: "in_progress" | "completed";
}

export function certificateStatus(
  certificate: Pick<CertificateRow, "year" | "endsOn" | "status"> | undefined,
  round: Pick<PractisingRound, "year" | "startsOn" | "deadline" | "graceDays"> | undefined,
  renewal: RenewalForm | undefined,
): CertificateStatus {
  if (!certificate) return { state: "none" };
  const { year, endsOn } = certificate;
  if (certificate.status === "expired") return { state: "expired", year, expiredOn: endsOn };
  // The open round renews this certificate when its year starts after this one ends.
  if (!round || round.startsOn <= endsOn) return { state: "current", year, currentUntil: endsOn };
  if (renewal?.state === "completed") return { state: "submitted", year, currentUntil: endsOn };
  return {
    state: "renew",
    year,
    currentUntil: endsOn,
    renewal: {
      year: round.year,
      renewBy: round.deadline,
      graceEnds: addDays(round.deadline, round.graceDays),
      ...(renewal ? { formToken: renewal.token } : {}),
    },
  };
}
