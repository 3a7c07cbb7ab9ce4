// A practising certificate as it is shown – on its PDF and to anyone checking its code: the
// holder's name, registration number, professions and scopes from the register, its period,
// and where it stands today.
import {
  type CertificateStanding,
  type CertificateVerification,
  professionOf,
} from "@portal/contract";
import type { Executor } from "../../db/client.ts";
import { type CertificateRow, findRegisterEntry } from "../register/index.ts";

export interface CertificateRecord extends CertificateVerification {
  professions: string[];
  scopes: string[];
  verificationCode: string;
}

/**
 * The certificate with its holder's register record and the conditions on their practice in
 * force on `today`; undefined if the record is gone.
 */
export async function certificateRecordOf(
  ex: Executor,
  certificate: CertificateRow,
  read: { standing: CertificateStanding; today: string },
): Promise<CertificateRecord | undefined> {
  const entry = await findRegisterEntry(ex, certificate.practitionerId, read.today);
  if (!entry) return undefined;
  const { match: person, conditions } = entry;
  const scopes = person.Practices.map((p) => p.Practice);
  return {
    registrationNumber: person["Person ID"],
    name: `${person.FirstName} ${person.Surname}`,
    year: certificate.year,
    startsOn: certificate.startsOn,
    endsOn: certificate.endsOn,
    standing: read.standing,
    conditions,
    professions: [...new Set(scopes.map(professionOf).filter((p) => p !== ""))],
    scopes,
    verificationCode: certificate.verificationCode,
  };
}
