// SQL of the review's submissions: each submit of a reviewed form as a round, the queue and its
// counts, and claims. Only the review's own tables: the form's name, the applicant and the
// claimant's e-mail are their modules' to read (queue.ts, claims.ts put them beside).
import { and, asc, count, desc, eq, gte, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../../db/client.ts";
import { submissions } from "../../../db/schema.ts";
import { isFlagged } from "../flags/flags-store.ts";

export type SubmissionRow = typeof submissions.$inferSelect;
export type ReviewStatus = SubmissionRow["status"];

/**
 * A new round of the form's review, awaiting a decision, with the form's saved values as they
 * are now (read in the completing transaction): the snapshot the registrar reads.
 */
export async function insertSubmission(
  tx: Tx,
  s: {
    formId: number;
    formTypeCode: string;
    userId: number;
    at: Date;
    answers: SubmissionRow["answers"];
  },
): Promise<number> {
  const round = sql`coalesce((select max(${submissions.round}) from ${submissions}
    where ${submissions.formId} = ${s.formId}), 0) + 1`;
  const [row] = await tx
    .insert(submissions)
    .values({
      formId: s.formId,
      formTypeCode: s.formTypeCode,
      userId: s.userId,
      round,
      submittedAt: s.at,
      answers: s.answers,
    })
    .returning({ id: submissions.id });
  return row!.id;
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

/** A submission as lists show it: the queue, the applicant's others. */
const submissionSummary = {
  id: submissions.id,
  formId: submissions.formId,
  formType: submissions.formTypeCode,
  round: submissions.round,
  submittedAt: submissions.submittedAt,
  status: submissions.status,
};

/** A page of the queue, oldest first, with who claimed each. */
export async function findQueuePage(ex: Executor, f: QueueFilter, offset: number, limit: number) {
  return ex
    .select({
      ...submissionSummary,
      claimedBy: submissions.claimedBy,
      claimedAt: submissions.claimedAt,
      userId: submissions.userId,
      flagged: isFlagged,
    })
    .from(submissions)
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

/** The applicant's other submissions, newest first. */
export async function findOtherSubmissions(ex: Executor, userId: number, exceptId: number) {
  return ex
    .select(submissionSummary)
    .from(submissions)
    .where(and(eq(submissions.userId, userId), ne(submissions.id, exceptId)))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id));
}

export async function findSubmission(ex: Executor, id: number) {
  const [row] = await ex.select().from(submissions).where(eq(submissions.id, id));
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

/** Sets the claim of submission `id` while it awaits a decision and `held` holds of its claim. */
const setAwaitingClaim = (
  ex: Executor,
  id: number,
  claim: { claimedBy: number | null; claimedAt: Date | null },
  held: SQL | undefined,
) =>
  ex
    .update(submissions)
    .set(claim)
    .where(and(eq(submissions.id, id), eq(submissions.status, "awaiting"), held));

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
  const unclaimedOrTheirs = sql`(${submissions.claimedBy} is null or ${submissions.claimedBy} = ${staffId})`;
  const [row] = await setAwaitingClaim(
    ex,
    id,
    { claimedBy: staffId, claimedAt: at },
    takeOver ? undefined : unclaimedOrTheirs,
  ).returning({ previous: before });
  return row;
}

/** Releases the claim `heldBy` holds (any claim when undefined); answers whether it did. */
export async function releaseSubmission(ex: Executor, id: number, heldBy: number | undefined) {
  const held =
    heldBy === undefined
      ? sql`${submissions.claimedBy} is not null`
      : eq(submissions.claimedBy, heldBy);
  const released = await setAwaitingClaim(
    ex,
    id,
    { claimedBy: null, claimedAt: null },
    held,
  ).returning({ id: submissions.id });
  return released.length > 0;
}
