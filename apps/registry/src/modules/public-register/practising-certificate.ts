// The one place the public register reads a practitioner's practising certificate. Today the
// register keeps it per practice (apcStatus, apcPeriod on each scope); the certificate entity
// of the renewal work replaces this function's body, and nothing else of the public register.
import type { PeerMatch, PractisingCertificate } from "@portal/contract";

/**
 * The certificate of the person's practices: the first scope whose certificate is current,
 * else the first that has one at all; null when no scope has a certificate.
 */
export function practisingCertificateOf(person: PeerMatch): PractisingCertificate | null {
  const held = person.Practices.filter((p) => p.APCStatus !== "" || p.APCPeriod !== "");
  const chosen = held.find((p) => p.APCStatus === "Current") ?? held[0];
  return chosen ? { status: chosen.APCStatus, period: chosen.APCPeriod } : null;
}
