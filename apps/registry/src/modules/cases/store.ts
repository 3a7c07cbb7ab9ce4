// SQL of the cases themselves (concern_cases): one by its reference, the queue and its count,
// every case for the CSV, the counts of the figures, claims, joins and the desk's changes. Only the
// cases' own tables: the practitioner, the claimant's e-mail and the raiser's answers are their
// modules' to read (queue-items.ts puts them beside).
import { CLOSED_STAGE } from "@portal/contract";
import { and, asc, count, eq, ne, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { firstRow } from "../../db/rows.ts";
import { concernCases } from "../../db/schema.ts";

const linked = alias(concernCases, "linked");

/** A case as the desk reads it, with the reference of the case it was joined to. */
const caseColumns = {
  id: concernCases.id,
  reference: concernCases.reference,
  formId: concernCases.formId,
  receivedAt: concernCases.receivedAt,
  source: concernCases.source,
  practitionerId: concernCases.practitionerId,
  category: concernCases.category,
  risk: concernCases.risk,
  stage: concernCases.stage,
  stageSince: concernCases.stageSince,
  claimedBy: concernCases.claimedBy,
  linkedToId: concernCases.linkedToId,
  linkedTo: linked.reference,
  outcome: concernCases.outcome,
};

const withLink = (ex: Executor) =>
  ex
    .select(caseColumns)
    .from(concernCases)
    .leftJoin(linked, eq(linked.id, concernCases.linkedToId));

export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

/** The case of `reference`; `lock` holds its row for the caller's transaction (a step on it). */
export async function findCase(ex: Executor, reference: string, lock = false) {
  const query = withLink(ex).where(eq(concernCases.reference, reference));
  return firstRow(lock ? query.for("update", { of: concernCases }) : query);
}

export interface CaseFilter {
  stage?: string | undefined;
  claimedBy?: number | undefined;
}

const filtered = (f: CaseFilter): SQL | undefined =>
  and(
    f.stage !== undefined ? eq(concernCases.stage, f.stage) : undefined,
    f.claimedBy !== undefined ? eq(concernCases.claimedBy, f.claimedBy) : undefined,
  );

/** A page of the queue: the longest in its stage first. */
export async function findCasePage(ex: Executor, f: CaseFilter, offset: number, limit: number) {
  return withLink(ex)
    .where(filtered(f))
    .orderBy(asc(concernCases.stageSince), asc(concernCases.id))
    .offset(offset)
    .limit(limit);
}

export async function countCases(ex: Executor, f: CaseFilter): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(concernCases).where(filtered(f));
  return row?.n ?? 0;
}

/** Every case, the oldest received first (the CSV). */
export async function findAllCases(ex: Executor) {
  return withLink(ex).orderBy(asc(concernCases.receivedAt), asc(concernCases.id));
}

/** How many cases of each source, category, stage and outcome together (the figures sum them). */
export async function countCasesByKind(ex: Executor) {
  const { source, category, stage, outcome } = concernCases;
  return ex
    .select({ source, category, stage, outcome, n: count() })
    .from(concernCases)
    .groupBy(source, category, stage, outcome);
}

/** When each open case entered its stage (the figures' ages). */
export async function findOpenStages(ex: Executor) {
  const { stage, stageSince } = concernCases;
  return ex.select({ stage, stageSince }).from(concernCases).where(ne(stage, CLOSED_STAGE));
}

/** The references of the concerns joined to case `id`. */
export async function findJoined(ex: Executor, id: number): Promise<string[]> {
  const rows = await ex
    .select({ reference: concernCases.reference })
    .from(concernCases)
    .where(eq(concernCases.linkedToId, id))
    .orderBy(asc(concernCases.id));
  return rows.map((r) => r.reference);
}

/** Who works case `id` (null: nobody); the caller holds its row. */
export async function setClaim(ex: Executor, id: number, staffId: number | null): Promise<void> {
  await ex.update(concernCases).set({ claimedBy: staffId }).where(eq(concernCases.id, id));
}

/** The concerns joined to case `fromId` are joined to `toId` instead (it was joined there). */
export async function moveJoined(ex: Executor, fromId: number, toId: number): Promise<void> {
  await ex
    .update(concernCases)
    .set({ linkedToId: toId })
    .where(eq(concernCases.linkedToId, fromId));
}

/** What the desk's steps change of a case. */
export type CaseChange = Partial<
  Pick<
    typeof concernCases.$inferInsert,
    "category" | "risk" | "stage" | "stageSince" | "linkedToId" | "outcome"
  >
>;

export async function updateCase(ex: Executor, id: number, change: CaseChange): Promise<void> {
  await ex.update(concernCases).set(change).where(eq(concernCases.id, id));
}
