// SQL of a submission's decision: the status it leaves and its row in review_decisions, and
// the latest round of a form with its decision's note (a returned form's pages show it).
import { and, desc, eq } from "drizzle-orm";
import type { Executor, Tx } from "../../../db/client.ts";
import { reviewDecisions, submissions } from "../../../db/schema.ts";

export type DecisionKind = typeof reviewDecisions.$inferSelect.kind;

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

export async function findDecision(ex: Executor, submissionId: number) {
  const [row] = await ex
    .select()
    .from(reviewDecisions)
    .where(eq(reviewDecisions.submissionId, submissionId));
  return row;
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
