// Practising certificates as the rest of the service uses them: the dashboard's status of a
// signed-in practitioner, and issuing one when the registrar accepts an APC (in the decision's
// transaction).
import { randomBytes } from "node:crypto";
import { type CertificateStatus, calendarDateAt } from "@portal/contract";
import type { Db, Executor } from "../../db/client.ts";
import { findFormOfYear } from "../forms/index.ts";
import { findOpenRound, findRound } from "../rounds/index.ts";
import type { Clock } from "../sessions/index.ts";
import { certificateStatus } from "./certificate-status.ts";
import { findLatestCertificateOfUser, issueCertificate } from "./store.ts";

/** The form type a practising certificate is applied for with. */
export const APC_FORM_TYPE = "APC";

export interface CertificatesService {
  statusOf(userId: number): Promise<CertificateStatus>;
}

export function createCertificatesService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
}): CertificatesService {
  return {
    async statusOf(userId) {
      const { db } = deps;
      const certificate = await findLatestCertificateOfUser(db, userId);
      const round = await findOpenRound(db, calendarDateAt(deps.clock(), deps.timeZone));
      const renewal =
        round &&
        (await findFormOfYear(db, {
          ownerId: userId,
          formTypeCode: APC_FORM_TYPE,
          apcYear: round.year,
        }));
      return certificateStatus(certificate, round, renewal);
    },
  };
}

/**
 * The certificate an accepted APC issues for its practising year (its period the round's);
 * answers the period, or undefined when the year has no round.
 */
export async function issueFor(
  tx: Executor,
  application: { practitionerId: number; year: string; formId: number; at: Date },
) {
  const round = await findRound(tx, application.year);
  if (!round) return undefined;
  return issueCertificate(tx, {
    practitionerId: application.practitionerId,
    year: round.year,
    startsOn: round.startsOn,
    endsOn: round.endsOn,
    formId: application.formId,
    issuedAt: application.at,
    // 192 random bits: the certificate's public verification link cannot be guessed.
    verificationCode: randomBytes(24).toString("base64url"),
  });
}
