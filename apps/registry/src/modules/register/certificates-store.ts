// SQL of the register's one record of practising certificates (schema `practisingCertificates`):
// issuing or setting one for a practising year and reading a person's (who held one up to a
// period: population-store.ts). Where one stands today is read from these rows by practising-standing.ts; the lapse
// keeps its own statements in modules/renewal/lapse, the check by code in modules/certificates.
import { randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { insertManySql } from "../../db/many-rows.ts";
import { practisingCertificates } from "../../db/schema.ts";
import type { HeldCertificate } from "./practising-standing.ts";

export type CertificateRow = typeof practisingCertificates.$inferSelect;

/** 192 random bits: a certificate's public verification link cannot be guessed. */
export const newVerificationCode = () => randomBytes(24).toString("base64url");

export interface SetCertificate extends HeldCertificate {
  practitionerId: number;
  /** The accepted APC it is issued on; null for one set at the desk or brought in. */
  formId: number | null;
  at: Date;
}

/**
 * Sets a person's certificate for a practising year: a new one gets its own verification code;
 * one the year already holds keeps its code and takes the period and status given (issued
 * again after it ended, it is current again).
 */
export async function setCertificate(ex: Executor, c: SetCertificate): Promise<CertificateRow> {
  const ended = c.status === "expired" ? c.at : null;
  const [row] = await ex
    .insert(practisingCertificates)
    .values({
      practitionerId: c.practitionerId,
      year: c.year,
      startsOn: c.startsOn,
      endsOn: c.endsOn,
      status: c.status,
      formId: c.formId,
      issuedAt: c.at,
      expiredAt: ended,
      verificationCode: newVerificationCode(),
    })
    .onConflictDoUpdate({
      target: [practisingCertificates.practitionerId, practisingCertificates.year],
      set: {
        startsOn: c.startsOn,
        endsOn: c.endsOn,
        status: c.status,
        expiredAt: ended,
        ...(c.formId === null ? {} : { formId: c.formId }),
      },
    })
    .returning();
  return row!;
}

/** Many people's certificates at once (a register brought in), each once per year. */
export async function insertCertificates(
  ex: Executor,
  rows: ReadonlyArray<HeldCertificate & { practitionerId: number }>,
) {
  if (rows.length === 0) return;
  const issued = rows.map((r) => ({ ...r, verificationCode: newVerificationCode() }));
  await ex.execute(sql`${insertManySql(practisingCertificates, issued)} ON CONFLICT DO NOTHING`);
}

/** A person's certificates, the latest period first. */
export async function findCertificates(ex: Executor, practitionerId: number) {
  return ex
    .select()
    .from(practisingCertificates)
    .where(eq(practisingCertificates.practitionerId, practitionerId))
    .orderBy(desc(practisingCertificates.endsOn));
}
