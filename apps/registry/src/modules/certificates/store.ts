// SQL of practising certificates beyond the register's own (modules/register issues and reads
// them): a user's, and one by its verification code. The lapse keeps its own statements
// (modules/renewal/lapse).
import { and, eq, gt } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { practisingCertificates } from "../../db/schema.ts";
import { findCertificates, findLinkedPractitioner } from "../register/index.ts";

/** The user's register record's certificates, latest first (none without a record). */
export async function findCertificatesOfUser(ex: Executor, userId: number) {
  const practitionerId = await findLinkedPractitioner(ex, userId);
  return practitionerId === undefined ? [] : findCertificates(ex, practitionerId);
}

/**
 * The certificate with this verification code, and whether its holder has one with a later
 * period (which supersedes it); undefined for a code no certificate carries.
 */
export async function findCertificateByCode(ex: Executor, code: string) {
  const c = practisingCertificates;
  const certificate = await firstRow(ex.select().from(c).where(eq(c.verificationCode, code)));
  if (!certificate) return undefined;
  const later = await firstRow(
    ex
      .select({ id: c.id })
      .from(c)
      .where(
        and(eq(c.practitionerId, certificate.practitionerId), gt(c.endsOn, certificate.endsOn)),
      )
      .limit(1),
  );
  return { certificate, superseded: later !== undefined };
}
