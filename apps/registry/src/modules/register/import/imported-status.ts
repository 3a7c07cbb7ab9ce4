// Whether a certificate brought in is still to lapse here. One whose period ended and whose
// next round's grace has ended too – or that has no next round on this register – ended in the
// register it came from: it is brought in expired. Brought in current, the first day's lapse
// would expire it as though it had lapsed that day, with a history event (and an e-mail to an
// account) saying so. One that ended within a grace still open stays current: the round's
// reminders go to its holder, and the lapse takes it when the grace ends.
import { addDays } from "@portal/contract";
import type { Executor } from "../../../db/client.ts";
import { findRound, type PractisingRound } from "../../renewal/index.ts";
import type { HeldCertificate } from "../practising-standing.ts";

/** The practising year after `year` (2025/2026 → 2026/2027). */
const yearAfter = (year: string) => {
  const end = Number(year.slice(5));
  return `${end}/${end + 1}`;
};

export function importedStatus(db: Executor, today: string) {
  const rounds = new Map<string, Promise<PractisingRound | undefined>>();
  const roundOf = (year: string) => {
    if (!rounds.has(year)) rounds.set(year, findRound(db, year));
    return rounds.get(year)!;
  };
  return async (certificate: HeldCertificate): Promise<HeldCertificate> => {
    if (certificate.endsOn >= today) return certificate;
    const next = await roundOf(yearAfter(certificate.year));
    const graceOpen = next && addDays(next.deadline, next.graceDays) >= today;
    return graceOpen ? certificate : { ...certificate, status: "expired" };
  };
}
