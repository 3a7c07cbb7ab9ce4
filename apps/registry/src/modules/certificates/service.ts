// Practising certificates as the rest of the service uses them: the dashboard's status of a
// signed-in practitioner, their certificate's PDF, anyone's check of a certificate by its code,
// and issuing one when the registrar accepts an APC (in the decision's transaction).
import {
  type CertificateStatus,
  type CertificateVerification,
  calendarDateAt,
  certificateMessages,
  publicCertificatePaths,
} from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db, Executor } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { findFormOfYear } from "../forms/index.ts";
import { setCertificate, standingOf } from "../register/index.ts";
import { APC_FORM_TYPE, findOpenRound, findRound } from "../renewal/index.ts";
import { certificatePdf } from "./certificate-pdf.ts";
import { certificateRecordOf } from "./certificate-record.ts";
import { certificateStatus } from "./certificate-status.ts";
import { findCertificateByCode, findCertificatesOfUser } from "./store.ts";

export interface CertificatesService {
  statusOf(userId: number): Promise<CertificateStatus>;
  /** The PDF of the user's latest certificate; 404 when they hold none. */
  pdfOf(userId: number): Promise<{ year: string; bytes: Buffer }>;
  /** The certificate carrying this code, as anyone may see it; 404 for any other code. */
  verify(code: string): Promise<CertificateVerification>;
}

export function createCertificatesService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  /** {PUBLIC_URL}{basename}: where the verification page is. */
  portalUrl: string;
}): CertificatesService {
  const today = () => calendarDateAt(deps.clock(), deps.timeZone);
  return {
    async pdfOf(userId) {
      const [latest] = await findCertificatesOfUser(deps.db, userId);
      const day = today();
      const standing = latest && standingOf(latest, false, day);
      const record =
        latest &&
        standing &&
        (await certificateRecordOf(deps.db, latest, { standing, today: day }));
      if (!record) throw new ClientError(404, certificateMessages.noCertificate);
      const verifyUrl = deps.portalUrl + publicCertificatePaths.page(record.verificationCode);
      return { year: record.year, bytes: await certificatePdf(record, verifyUrl) };
    },

    async verify(code) {
      const found = await findCertificateByCode(deps.db, code);
      const day = today();
      const record =
        found &&
        (await certificateRecordOf(deps.db, found.certificate, {
          standing: standingOf(found.certificate, found.superseded, day),
          today: day,
        }));
      if (!record) throw new ClientError(404, certificateMessages.notFound);
      // Field by field: the public answer carries nothing else of the record.
      const { registrationNumber, name, year, startsOn, endsOn, standing, conditions } = record;
      return { registrationNumber, name, year, startsOn, endsOn, standing, conditions };
    },

    async statusOf(userId) {
      const { db } = deps;
      const [certificate] = await findCertificatesOfUser(db, userId);
      const round = await findOpenRound(db, today());
      const renewal =
        round &&
        (await findFormOfYear(db, {
          ownerId: userId,
          formTypeCode: APC_FORM_TYPE,
          apcYear: round.year,
        }));
      const endedOn = certificate?.expiredAt
        ? calendarDateAt(certificate.expiredAt, deps.timeZone)
        : undefined;
      return certificateStatus(certificate && { ...certificate, endedOn }, round, renewal, today());
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
  return setCertificate(tx, {
    practitionerId: application.practitionerId,
    year: round.year,
    startsOn: round.startsOn,
    endsOn: round.endsOn,
    status: "current",
    formId: application.formId,
    at: application.at,
  });
}
