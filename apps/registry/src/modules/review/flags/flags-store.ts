// SQL of the flags raised on submissions: written once, in the submitting transaction, and read
// with the submission and, as a marker, with the queue's rows.
import { asc, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../../db/client.ts";
import { submissionFlags } from "../../../db/schema.ts";
import type { RaisedFlag } from "./submission-checks.ts";

export async function insertFlags(
  tx: Tx,
  submissionId: number,
  flags: readonly RaisedFlag[],
  at: Date,
): Promise<void> {
  if (flags.length === 0) return;
  await tx.insert(submissionFlags).values(flags.map((f) => ({ submissionId, ...f, raisedAt: at })));
}

/** The submission's flags, oldest first, as the desk shows them. */
export async function findFlags(ex: Executor, submissionId: number) {
  return ex
    .select({
      kind: submissionFlags.kind,
      text: submissionFlags.text,
      raisedAt: submissionFlags.raisedAt,
    })
    .from(submissionFlags)
    .where(eq(submissionFlags.submissionId, submissionId))
    .orderBy(asc(submissionFlags.id));
}

/**
 * Whether the queue row's submission has a flag (a column of the queue's select). Spelled out:
 * drizzle writes a one-table select's columns unqualified, and an unqualified "id" inside the
 * subquery would be the flag's own.
 */
export const isFlagged = sql<boolean>`exists (select 1 from submission_flags f
  where f.submission_id = submissions.id)`;
