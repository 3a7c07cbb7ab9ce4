// SQL of the registrar's review: submissions and their queue, claims, decisions and rounds.
// A return's field messages are in return-messages-store.ts, what the desk reads of the
// applicant in applicant-store.ts, the staff audit trail in staff-audit-store.ts.
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import {
  formPages,
  forms,
  reviewDecisions,
  staffAccounts,
  submissions,
  users,
} from "../../db/schema.ts";

export type SubmissionRow = typeof submissions.$inferSelect;
export type ReviewStatus = SubmissionRow["status"];
export type DecisionKind = typeof reviewDecisions.$inferSelect.kind;

/**
 * A new round of the form's review, awaiting a decision, with the form's saved values as they
 * are now (in the completing transaction): the snapshot the registrar reads.
 */
export async function insertSubmission(
  tx: Tx,
  s: { formId: number; formTypeCode: string; userId: number; at: Date },
): Promise<void> {
  const answers = sql`coalesce((select jsonb_object_agg(${formPages.pageCode}, ${formPages.values})
    from ${formPages} where ${formPages.formId} = ${s.formId}), '{}'::jsonb)`;
  const round = sql`coalesce((select max(${submissions.round}) from ${submissions}
    where ${submissions.formId} = ${s.formId}), 0) + 1`;
  await tx.insert(submissions).values({
    formId: s.formId,
    formTypeCode: s.formTypeCode,
    userId: s.userId,
    round,
    submittedAt: s.at,
    answers,
  });
}

export interface QueueFilter {
  formType?: string | undefined;
  status?: ReviewStatus | undefined;
  submittedFrom?: Date | undefined;
  /** Exclusive. */
  submittedTo?: Date | undefined;
}

function queueWhere(f: QueueFilter, withKindFilters: boolean): SQL | undefined {
  return and(
    withKindFilters && f.formType !== undefined
      ? eq(submissions.formTypeCode, f.formType)
      : undefined,
    withKindFilters && f.status !== undefined ? eq(submissions.status, f.status) : undefined,
    f.submittedFrom ? gte(submissions.submittedAt, f.submittedFrom) : undefined,
    f.submittedTo ? lt(submissions.submittedAt, f.submittedTo) : undefined,
  );
}

/** A submission as lists show it (with its form joined): the queue, the applicant's others. */
export const submissionSummary = {
  id: submissions.id,
  formId: submissions.formId,
  formType: submissions.formTypeCode,
  formName: forms.name,
  round: submissions.round,
  submittedAt: submissions.submittedAt,
  status: submissions.status,
};

/** A page of the queue, oldest first, with the applicant and the form's name. */
export async function findQueuePage(ex: Executor, f: QueueFilter, offset: number, limit: number) {
  return ex
    .select({
      ...submissionSummary,
      claimedBy: submissions.claimedBy,
      claimedByEmail: staffAccounts.email,
      claimedAt: submissions.claimedAt,
      userId: submissions.userId,
      applicant: sql<string>`coalesce(${users.displayName}, ${users.email})`,
      email: users.email,
    })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .innerJoin(users, eq(users.id, submissions.userId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, submissions.claimedBy))
    .where(queueWhere(f, true))
    .orderBy(asc(submissions.submittedAt), asc(submissions.id))
    .offset(offset)
    .limit(limit);
}

export async function countQueue(ex: Executor, f: QueueFilter): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(submissions).where(queueWhere(f, true));
  return row?.n ?? 0;
}

/** How many submissions of each status and form type (the date filter applied). */
export async function countByStatusAndType(ex: Executor, f: QueueFilter) {
  return ex
    .select({ status: submissions.status, formType: submissions.formTypeCode, n: count() })
    .from(submissions)
    .where(queueWhere(f, false))
    .groupBy(submissions.status, submissions.formTypeCode);
}

export async function findSubmission(ex: Executor, id: number) {
  const [row] = await ex
    .select({
      submission: submissions,
      form: {
        id: forms.id,
        name: forms.name,
        state: forms.state,
        token: forms.token,
        apcYear: forms.apcYear,
      },
      claimedByEmail: staffAccounts.email,
    })
    .from(submissions)
    .innerJoin(forms, eq(forms.id, submissions.formId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, submissions.claimedBy))
    .where(eq(submissions.id, id));
  return row;
}

/**
 * Claims an awaiting submission for `staffId`: when unclaimed, already theirs, or – with
 * `takeOver` – whoever held it. Answers the claim as it was before, or undefined when nothing
 * was claimed (the caller reads why).
 */
export async function claimSubmission(
  ex: Executor,
  id: number,
  staffId: number,
  at: Date,
  takeOver: boolean,
) {
  const before = sql<number | null>`(select s.claimed_by from submissions s where s.id = ${id})`;
  const [row] = await ex
    .update(submissions)
    .set({ claimedBy: staffId, claimedAt: at })
    .where(
      and(
        eq(submissions.id, id),
        eq(submissions.status, "awaiting"),
        takeOver
          ? undefined
          : sql`(${submissions.claimedBy} is null or ${submissions.claimedBy} = ${staffId})`,
      ),
    )
    .returning({ previous: before });
  return row;
}

/** Releases the claim `heldBy` holds (any claim when undefined); answers whether it did. */
export async function releaseSubmission(ex: Executor, id: number, heldBy: number | undefined) {
  const released = await ex
    .update(submissions)
    .set({ claimedBy: null, claimedAt: null })
    .where(
      and(
        eq(submissions.id, id),
        eq(submissions.status, "awaiting"),
        heldBy === undefined
          ? sql`${submissions.claimedBy} is not null`
          : eq(submissions.claimedBy, heldBy),
      ),
    )
    .returning({ id: submissions.id });
  return released.length > 0;
}

/**
 * Decides an awaiting submission its claimant holds; answers false when it was not (decided
 * or released meanwhile), and then nothing changed.
 */
export async function decideSubmission(
  tx: Tx,
  d: { id: number; staffId: number; kind: DecisionKind; note: string; at: Date },
): Promise<boolean> {
  const decided = await tx
    .update(submissions)
    .set({ status: d.kind })
    .where(
      and(
        eq(submissions.id, d.id),
        eq(submissions.status, "awaiting"),
        eq(submissions.claimedBy, d.staffId),
      ),
    )
    .returning({ id: submissions.id });
  if (decided.length === 0) return false;
  await tx
    .insert(reviewDecisions)
    .values({ submissionId: d.id, staffId: d.staffId, at: d.at, kind: d.kind, note: d.note });
  return true;
}

/**
 * A returned form back in the applicant's hands: in progress, its revision raised (a save
 * based on the submitted state is refused), and the page that submits it unsaved, so that the
 * applicant submits again on purpose.
 */
export async function reopenForm(tx: Tx, formId: number, submitPage: string | undefined) {
  await tx
    .update(forms)
    .set({ state: "in_progress", revision: sql`${forms.revision} + 1` })
    .where(eq(forms.id, formId));
  if (submitPage !== undefined) {
    await tx
      .delete(formPages)
      .where(and(eq(formPages.formId, formId), eq(formPages.pageCode, submitPage)));
  }
}

/** The latest round of a form, with its decision's note. */
export async function findLatestRound(ex: Executor, formId: number) {
  const [row] = await ex
    .select({ id: submissions.id, status: submissions.status, note: reviewDecisions.note })
    .from(submissions)
    .leftJoin(reviewDecisions, eq(reviewDecisions.submissionId, submissions.id))
    .where(eq(submissions.formId, formId))
    .orderBy(desc(submissions.round))
    .limit(1);
  return row;
}

export async function findDecision(ex: Executor, submissionId: number) {
  const [row] = await ex
    .select()
    .from(reviewDecisions)
    .where(eq(reviewDecisions.submissionId, submissionId));
  return row;
}

/** The answers of a form's round (the one before a resubmission). */
export async function findRoundAnswers(ex: Executor, formId: number, round: number) {
  const [row] = await ex
    .select({ id: submissions.id, answers: submissions.answers })
    .from(submissions)
    .where(and(eq(submissions.formId, formId), eq(submissions.round, round)));
  return row;
}
