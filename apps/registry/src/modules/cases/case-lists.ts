// The desk's views of all the cases: the queue (filtered by stage and by who works it, a page at
// a time, the longest in its stage first), the figures (counts by source, category, stage and
// outcome; per open stage, in the admins' order, how many and their oldest and median days in
// it) and the CSV (one row a case: the queue's columns and its outcome, formula-safe for
// spreadsheets).
import {
  type CaseFigures,
  type CaseItem,
  type CaseList,
  type CaseQuery,
  CLOSED_STAGE,
  caseRefusals,
} from "@portal/contract";
import { ClientError } from "../../http/client-error.ts";
import { spreadsheetCsv } from "../../http/csv.ts";
import type { CaseDeps } from "./case-deps.ts";
import { caseItems, daysSince } from "./case-items.ts";
import { findStage, findStages } from "./stage-store.ts";
import {
  countCases,
  countCasesByKind,
  findAllCases,
  findCasePage,
  findOpenStages,
} from "./store.ts";

type Lists = Pick<CaseDeps, "db" | "clock" | "timeZone">;

const now = (deps: Lists) => ({ at: deps.clock(), timeZone: deps.timeZone });

/** A page of the queue; `mine` is the caller's own claims. */
export async function listCases(deps: Lists, staffId: number, query: CaseQuery): Promise<CaseList> {
  // A retired stage may still hold cases, so it is a stage to filter by; an unknown one is not.
  if (query.stage !== undefined && !(await findStage(deps.db, query.stage))) {
    throw new ClientError(400, caseRefusals.stageUnknown);
  }
  const filter = { stage: query.stage, claimedBy: query.mine === "true" ? staffId : undefined };
  const { page, pageSize } = query;
  const rows = await findCasePage(deps.db, filter, (page - 1) * pageSize, pageSize);
  return {
    total: await countCases(deps.db, filter),
    page,
    pageSize,
    items: await caseItems(deps.db, rows, now(deps)),
  };
}

/** The middle of `sorted` (the lower of the middle two, kept whole as days are). */
const medianOf = (sorted: readonly number[]) => sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;

export async function caseFigures(deps: Lists): Promise<CaseFigures> {
  const figures: CaseFigures = {
    bySource: {},
    byCategory: {},
    byStage: {},
    byOutcome: {},
    ages: [],
  };
  const add = (counts: Record<string, number>, key: string | null, n: number) => {
    const name = key ?? "none";
    counts[name] = (counts[name] ?? 0) + n;
  };
  for (const row of await countCasesByKind(deps.db)) {
    add(figures.bySource, row.source, row.n);
    add(figures.byCategory, row.category, row.n);
    add(figures.byStage, row.stage, row.n);
    add(figures.byOutcome, row.outcome, row.n);
  }
  const { at, timeZone } = now(deps);
  const open = await findOpenStages(deps.db);
  for (const { code: stage, retiredAt } of await findStages(deps.db)) {
    const days = open
      .filter((c) => c.stage === stage)
      .map((c) => daysSince(c.stageSince, at, timeZone))
      .sort((a, b) => a - b);
    // A retired stage is shown only while cases remain in it.
    if (stage === CLOSED_STAGE || (retiredAt !== null && days.length === 0)) continue;
    figures.ages.push({
      stage,
      count: days.length,
      oldestDays: days.at(-1) ?? 0,
      medianDays: medianOf(days),
    });
  }
  return figures;
}

const CSV_COLUMNS = [
  "reference",
  "received_at",
  "source",
  "person_id",
  "practitioner",
  "practitioner_named",
  "category",
  "risk",
  "stage",
  "stage_since",
  "days_in_stage",
  "claimed_by",
  "linked_to",
  "outcome",
] as const;

const csvRow = (c: CaseItem) => [
  c.reference,
  c.receivedAt,
  c.source,
  c.practitioner?.personId ?? "",
  c.practitioner?.name ?? "",
  c.practitionerNamed,
  c.category ?? "",
  c.risk ?? "",
  c.stage,
  c.stageSince,
  String(c.daysInStage),
  c.claimedBy ?? "",
  c.linkedTo ?? "",
  c.outcome ?? "",
];

/** Every case, the oldest received first, as CSV. */
export async function casesCsv(deps: Lists): Promise<string> {
  const items = await caseItems(deps.db, await findAllCases(deps.db), now(deps));
  return spreadsheetCsv(CSV_COLUMNS, items.map(csvRow));
}
