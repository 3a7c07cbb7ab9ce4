// SQL of the case stages (case_stages, decision 059): the list in order, one stage (held against
// a change of the list while a case moves into it), the lock an admin's change holds, and that
// change written row by row. Rows are never deleted: cases and their timelines keep naming them.
import { asc, eq, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { caseStages } from "../../db/schema.ts";

export type StageRow = typeof caseStages.$inferSelect;

/** Every stage, in the desk's order. */
export async function findStages(ex: Executor): Promise<StageRow[]> {
  return ex.select().from(caseStages).orderBy(asc(caseStages.position), asc(caseStages.code));
}

/**
 * The stage of `code`; `hold` keeps its row as read until the caller's transaction ends, so a
 * move into it and an admin retiring it cannot pass each other.
 */
export async function findStage(ex: Executor, code: string, hold = false) {
  const query = ex.select().from(caseStages).where(eq(caseStages.code, code));
  return firstRow(hold ? query.for("share") : query);
}

/**
 * Takes the lock an admin's change holds to its transaction's end (readers are not kept
 * waiting): a second change sees the first one's list, not the list both started from.
 */
export async function lockStages(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${caseStages} in share row exclusive mode`);
}

/** Writes each stage as given: a new code is added, a known one takes the given values. */
export async function saveStages(tx: Tx, rows: readonly StageRow[]): Promise<void> {
  for (const row of rows) {
    const { code, ...values } = row;
    await tx
      .insert(caseStages)
      .values(row)
      .onConflictDoUpdate({ target: caseStages.code, set: values });
  }
}
