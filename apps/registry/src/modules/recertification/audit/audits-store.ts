// SQL of the recertification audit: who an audit may draw (the practitioners holding a current
// certificate on its day, with their scopes), the audits, their draws and samples, the evidence
// and outcomes written on a sampled practitioner, and the reminders sent them.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import {
  practices,
  practisingCertificates,
  practitioners,
  recertAuditDraws,
  recertAuditReminders,
  recertAuditSelections,
  recertAudits,
  recertCycles,
  staffAccounts,
} from "../../../db/schema.ts";

export type AuditRow = typeof recertAudits.$inferSelect;
export type DrawRow = typeof recertAuditDraws.$inferSelect & { drawnByEmail: string };
export type NewDraw = Omit<typeof recertAuditDraws.$inferInsert, "id" | "drawnAt">;

/** Each scope of each practitioner whose certificate is current on `day` (YYYY-MM-DD). */
export async function findPractisingScopes(
  ex: Executor,
  day: string,
): Promise<{ practitionerId: number; practice: string }[]> {
  const c = practisingCertificates;
  return ex
    .selectDistinct({ practitionerId: practices.practitionerId, practice: practices.practice })
    .from(c)
    .innerJoin(practices, eq(practices.practitionerId, c.practitionerId))
    .where(and(eq(c.status, "current"), sql`${c.startsOn} <= ${day}`, sql`${c.endsOn} >= ${day}`));
}

export async function insertAudit(
  ex: Executor,
  audit: { onDay: string; evidenceDays: number; createdBy: number; createdAt: Date },
): Promise<number> {
  const [row] = await ex.insert(recertAudits).values(audit).returning({ id: recertAudits.id });
  return row!.id;
}

/** The audit, locked to the transaction's end when `forUpdate`: draws and notices queue. */
export async function findAudit(
  ex: Executor,
  id: number,
  forUpdate = false,
): Promise<AuditRow | undefined> {
  const query = ex.select().from(recertAudits).where(eq(recertAudits.id, id));
  const [found] = await (forUpdate ? query.for("update") : query);
  return found;
}

export async function listAudits(ex: Executor): Promise<AuditRow[]> {
  return ex.select().from(recertAudits).orderBy(desc(recertAudits.id));
}

export async function markNoticesSent(
  ex: Executor,
  id: number,
  sent: { noticesSentAt: Date; evidenceDue: string },
) {
  await ex.update(recertAudits).set(sent).where(eq(recertAudits.id, id));
}

/** Records a draw and its sample: `drawn` as (practitioner, profession, cycle). */
export async function insertDraw(
  ex: Executor,
  draw: NewDraw,
  drawn: readonly { practitionerId: number; profession: string; cycleId: number }[],
): Promise<number> {
  const [row] = await ex
    .insert(recertAuditDraws)
    .values(draw)
    .returning({ id: recertAuditDraws.id });
  const drawId = row!.id;
  for (let i = 0; i < drawn.length; i += 500) {
    const rows = drawn.slice(i, i + 500).map((d) => ({ ...d, drawId }));
    await ex.insert(recertAuditSelections).values(rows);
  }
  return drawId;
}

/** Every draw of the audits, the first first, with who drew it. */
export async function findDraws(ex: Executor, auditIds: readonly number[]): Promise<DrawRow[]> {
  if (auditIds.length === 0) return [];
  const rows = await ex
    .select({ draw: recertAuditDraws, drawnByEmail: staffAccounts.email })
    .from(recertAuditDraws)
    .innerJoin(staffAccounts, eq(staffAccounts.id, recertAuditDraws.drawnBy))
    .where(inArray(recertAuditDraws.auditId, [...auditIds]))
    .orderBy(asc(recertAuditDraws.id));
  return rows.map((r) => ({ ...r.draw, drawnByEmail: r.drawnByEmail }));
}

/** A selection of its audit's latest draw: the sample the audit holds. */
const ofCurrentDraw = sql`${recertAuditSelections.drawId} = (select max(latest.id) from ${recertAuditDraws} latest
  where latest.audit_id = ${recertAuditDraws.auditId})`;

const sampleColumns = {
  selection: recertAuditSelections,
  auditId: recertAuditDraws.auditId,
  personId: practitioners.personId,
  firstNames: practitioners.firstNames,
  surname: practitioners.surname,
  decidedByEmail: staffAccounts.email,
  cycleStartsOn: recertCycles.startsOn,
  cycleEndsOn: recertCycles.endsOn,
  noticesSentAt: recertAudits.noticesSentAt,
  evidenceDue: recertAudits.evidenceDue,
};

/** The current draws' samples, with names, cycles and who decided. */
function sampleQuery(ex: Executor) {
  return ex
    .select(sampleColumns)
    .from(recertAuditSelections)
    .innerJoin(recertAuditDraws, eq(recertAuditDraws.id, recertAuditSelections.drawId))
    .innerJoin(recertAudits, eq(recertAudits.id, recertAuditDraws.auditId))
    .innerJoin(practitioners, eq(practitioners.id, recertAuditSelections.practitionerId))
    .innerJoin(recertCycles, eq(recertCycles.id, recertAuditSelections.cycleId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, recertAuditSelections.decidedBy));
}
export type SampleRow = Awaited<ReturnType<typeof findSamples>>[number];

/** The samples of `auditIds` as they stand, by profession, then surname. */
export async function findSamples(ex: Executor, auditIds: readonly number[]) {
  if (auditIds.length === 0) return [];
  return sampleQuery(ex)
    .where(and(ofCurrentDraw, inArray(recertAuditDraws.auditId, [...auditIds])))
    .orderBy(
      asc(recertAuditSelections.profession),
      asc(practitioners.surname),
      asc(practitioners.firstNames),
    );
}

/** One sampled practitioner of the audit's current sample; none from an earlier draw. */
export async function findSampled(ex: Executor, auditId: number, selectionId: number) {
  const [found] = await sampleQuery(ex).where(
    and(
      ofCurrentDraw,
      eq(recertAuditDraws.auditId, auditId),
      eq(recertAuditSelections.id, selectionId),
    ),
  );
  return found;
}

/** The practitioner's selections of audits whose notices have gone, the latest first. */
export async function findNoticedSelections(ex: Executor, practitionerId: number) {
  return sampleQuery(ex)
    .where(
      and(
        ofCurrentDraw,
        eq(recertAuditSelections.practitionerId, practitionerId),
        isNotNull(recertAudits.noticesSentAt),
      ),
    )
    .orderBy(desc(recertAuditSelections.id));
}

/** Writes the evidence once: false when it was written already (another request won). */
export async function writeEvidence(
  ex: Executor,
  selectionId: number,
  evidence: { evidenceSubmittedAt: Date; evidenceFormIds: number[] },
): Promise<boolean> {
  const rows = await ex
    .update(recertAuditSelections)
    .set(evidence)
    .where(
      and(
        eq(recertAuditSelections.id, selectionId),
        isNull(recertAuditSelections.evidenceSubmittedAt),
      ),
    )
    .returning({ id: recertAuditSelections.id });
  return rows.length === 1;
}

/** Writes the outcome once: false when one was recorded already. */
export async function writeOutcome(
  ex: Executor,
  selectionId: number,
  outcome: Pick<
    typeof recertAuditSelections.$inferInsert,
    "outcome" | "remedialDue" | "note" | "decidedBy" | "decidedAt"
  >,
): Promise<boolean> {
  const rows = await ex
    .update(recertAuditSelections)
    .set(outcome)
    .where(and(eq(recertAuditSelections.id, selectionId), isNull(recertAuditSelections.outcome)))
    .returning({ id: recertAuditSelections.id });
  return rows.length === 1;
}

/**
 * The sampled practitioners whose evidence is awaited: the notices gone, nothing submitted.
 */
export async function findAwaitingEvidence(ex: Executor) {
  return sampleQuery(ex)
    .where(
      and(
        ofCurrentDraw,
        isNotNull(recertAudits.noticesSentAt),
        isNull(recertAuditSelections.evidenceSubmittedAt),
      ),
    )
    .orderBy(asc(recertAuditSelections.id));
}

/** Records a reminder step; false when it was sent already. */
export async function recordAuditReminder(
  ex: Executor,
  sent: { selectionId: number; step: string; sentAt: Date },
): Promise<boolean> {
  const rows = await ex
    .insert(recertAuditReminders)
    .values(sent)
    .onConflictDoNothing()
    .returning({ step: recertAuditReminders.step });
  return rows.length === 1;
}
