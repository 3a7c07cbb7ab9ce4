// Whether a certificate brought in is still to lapse here. One whose period ended and whose
// next round's grace has ended too – or that has no next round on this register – ended in the
// register it came from: it is brought in expired. Brought in current, the first day's lapse
// would expire it as though it had lapsed that day, with a history event (and an e-mail to an
// account) saying so. One that ended within a grace still open stays current: the round's
// reminders go to its holder, and the lapse takes it when the grace ends.
import { addDays } from "@portal/contract";
import type { Executor } from "../../../db/client.ts";
import { findRoundAfter, type PractisingRound } from "../../renewal/index.ts";
import type { HeldCertificate } from "../practising-standing.ts";

export function importedStatus(db: Executor, today: string) {
  // A file's certificates end on a few days: each next round is read once.
  const rounds = new Map<string, Promise<PractisingRound | undefined>>();
  const roundAfter = (endsOn: string) => {
    if (!rounds.has(endsOn)) rounds.set(endsOn, findRoundAfter(db, endsOn));
    return rounds.get(endsOn)!;
  };
  return async (certificate: HeldCertificate): Promise<HeldCertificate> => {
    if (certificate.endsOn >= today) return certificate;
    const next = await roundAfter(certificate.endsOn);
    const graceOpen = next && addDays(next.deadline, next.graceDays) >= today;
    return graceOpen ? certificate : { ...certificate, status: "expired" };
  };
}
