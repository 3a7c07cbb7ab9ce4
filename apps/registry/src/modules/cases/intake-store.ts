// The SQL of a case's opening: the year's next reference number and the case row (its first
// event is the timeline's, timeline-store.ts). Runs inside the transaction that completes the concern's form.
import type { ConcernSource } from "@portal/contract";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { concernCases, concernReferenceCounters } from "../../db/schema.ts";

/** The year's next number: one row a year, raised under its row lock, never reused. */
export async function nextReferenceNumber(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(concernReferenceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: concernReferenceCounters.year,
      set: { last: sql`${concernReferenceCounters.last} + 1` },
    })
    .returning({ last: concernReferenceCounters.last });
  return row!.last;
}

export interface NewCase {
  reference: string;
  formId: number;
  receivedAt: Date;
  source: ConcernSource;
  practitionerId: number | null;
  /** The first stage, whatever the admins call it (RECEIVED_STAGE). */
  stage: string;
}

export async function insertCase(tx: Tx, row: NewCase): Promise<number> {
  const [inserted] = await tx
    .insert(concernCases)
    .values({ ...row, stageSince: row.receivedAt })
    .returning({ id: concernCases.id });
  return inserted!.id;
}
