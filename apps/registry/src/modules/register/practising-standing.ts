// Where a practitioner's practising certificate stands on a day, read from the certificates'
// dates and whether one was ended early – never from stored text, so nothing goes stale when a
// period ends and no job has run. Every surface that shows a certificate asks here: the
// searches' APCStatus and APCPeriod, the public register, the desk's record, the dashboard,
// the certificate's PDF and its check by code.
import type {
  CertificateStanding,
  PeerMatch,
  PractisingCertificate,
  PublicCondition,
} from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import type { StoredMatch } from "../../db/schema.ts";
import { type HeldCondition, publicConditionsOf } from "./conditions-in-force.ts";

/** A certificate as the register holds it (practising_certificates). */
export interface HeldCertificate {
  year: string;
  /** YYYY-MM-DD. */
  startsOn: string;
  endsOn: string;
  /** `expired`: ended before its period did, by the lapse or a registrar. */
  status: "current" | "expired";
}

/**
 * Current while its period covers today and it has not ended early – even when a later one is
 * already issued, since this one still holds until its end; outside its period, superseded
 * when a later one exists, else not begun yet or expired.
 */
export function standingOf(
  certificate: Pick<HeldCertificate, "status" | "startsOn" | "endsOn">,
  superseded: boolean,
  today: string,
): CertificateStanding {
  const { status, startsOn, endsOn } = certificate;
  if (status === "current" && startsOn <= today && today <= endsOn) return "current";
  if (superseded) return "superseded";
  if (status === "current" && today < startsOn) return "upcoming";
  return "expired";
}

/** The register's words for a standing (SPEC §3 APCStatus). */
const statusWords: Record<CertificateStanding, string> = {
  current: "Current",
  upcoming: "Not current",
  superseded: "Expired",
  expired: "Expired",
};

/** "01/04/2026 - 31/03/2027", as the register writes a period. */
export const periodOf = (c: Pick<HeldCertificate, "startsOn" | "endsOn">) =>
  `${toDisplayDate(c.startsOn)} - ${toDisplayDate(c.endsOn)}`;

/**
 * The certificate the register shows for a person today: the one in force, else the one with
 * the latest period (an upcoming one before an expired one); undefined when they hold none.
 */
export function shownCertificateOf(held: readonly HeldCertificate[], today: string) {
  const latestFirst = [...held].sort((a, b) => (a.endsOn < b.endsOn ? 1 : -1));
  const shown =
    latestFirst.find((c) => standingOf(c, false, today) === "current") ?? latestFirst[0];
  return shown && { certificate: shown, standing: standingOf(shown, false, today) };
}

/** A shown certificate in the register's words: its status and period. */
export const certificateWordsOf = (shown: ReturnType<typeof shownCertificateOf> & object) => ({
  status: statusWords[shown.standing],
  period: periodOf(shown.certificate),
});

/** The practising certificate as the public register and the desk show it; null for none. */
export function practisingCertificateOf(
  held: readonly HeldCertificate[],
  today: string,
): PractisingCertificate | null {
  const shown = shownCertificateOf(held, today);
  return shown ? certificateWordsOf(shown) : null;
}

/**
 * A person of the register as every surface reads them on a day: as stored, their certificate
 * and the conditions on their practice in force.
 */
export interface RegisterEntry {
  match: StoredMatch;
  certificate: PractisingCertificate | null;
  conditions: PublicCondition[];
}

export function entryOf(
  match: StoredMatch,
  held: { certificates: readonly HeldCertificate[]; conditions: readonly HeldCondition[] },
  today: string,
): RegisterEntry {
  return {
    match,
    certificate: practisingCertificateOf(held.certificates, today),
    conditions: publicConditionsOf(held.conditions, today),
  };
}

/** SPEC §3's match: the person with their certificate's status and period on each practice. */
export function peerMatchOf({ match, certificate }: RegisterEntry): PeerMatch {
  const APCStatus = certificate?.status ?? "";
  const APCPeriod = certificate?.period ?? "";
  return { ...match, Practices: match.Practices.map((p) => ({ ...p, APCStatus, APCPeriod })) };
}
