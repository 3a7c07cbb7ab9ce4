// An audit's rows as the desk and the practitioner read them: where each sampled practitioner
// stands, since when, and the counts and ages per status. Pure: the rows come from
// audits-store.ts, the instant from the caller's clock.
import {
  type AuditDraw,
  type AuditStatus,
  type AuditSummary,
  auditStatuses,
  type SampledPractitioner,
} from "@portal/contract";
import { spreadsheetCsv } from "../../../http/csv.ts";
import type { AuditRow, DrawRow, SampleRow } from "./audits-store.ts";

export function statusOf(row: SampleRow): AuditStatus {
  const s = row.selection;
  if (s.outcome) return s.outcome;
  if (s.evidenceSubmittedAt) return "submitted";
  return row.noticesSentAt ? "awaiting" : "drawn";
}

/** When the practitioner came to their status: the draw, the notices, the evidence, the outcome. */
function since(row: SampleRow, drawnAt: Date): Date {
  const s = row.selection;
  return s.decidedAt ?? s.evidenceSubmittedAt ?? row.noticesSentAt ?? drawnAt;
}

const DAY = 86_400_000;

export function countsOf(rows: readonly SampleRow[], drawnAt: Date, now: Date) {
  return auditStatuses.flatMap((status) => {
    const of = rows.filter((row) => statusOf(row) === status);
    if (of.length === 0) return [];
    const oldest = Math.min(...of.map((row) => since(row, drawnAt).getTime()));
    return [{ status, count: of.length, oldestDays: Math.floor((now.getTime() - oldest) / DAY) }];
  });
}

export const nameOf = (row: Pick<SampleRow, "firstNames" | "surname">) =>
  `${row.firstNames} ${row.surname}`.trim();

export function sampledOf(row: SampleRow): SampledPractitioner {
  const s = row.selection;
  return {
    id: s.id,
    personId: row.personId,
    name: nameOf(row),
    profession: s.profession as SampledPractitioner["profession"],
    status: statusOf(row),
    evidenceSubmittedAt: s.evidenceSubmittedAt?.toISOString() ?? null,
    outcome: s.outcome ?? null,
    remedialDue: s.remedialDue,
    note: s.note,
    decidedBy: row.decidedByEmail,
    decidedAt: s.decidedAt?.toISOString() ?? null,
  };
}

export function drawOf(draw: DrawRow, current: boolean): AuditDraw {
  return {
    id: draw.id,
    seed: draw.seed,
    ratePercent: draw.rateTenths / 10,
    drawnAt: draw.drawnAt.toISOString(),
    drawnBy: draw.drawnByEmail,
    reason: draw.reason,
    population: Object.values(draw.population).reduce((n, ids) => n + ids.length, 0),
    strata: draw.strata,
    current,
  };
}

export function summaryOf(
  audit: AuditRow,
  current: DrawRow,
  sample: readonly SampleRow[],
  now: Date,
): AuditSummary {
  return {
    id: audit.id,
    onDay: audit.onDay,
    ratePercent: current.rateTenths / 10,
    evidenceDays: audit.evidenceDays,
    noticesSentAt: audit.noticesSentAt?.toISOString() ?? null,
    evidenceDue: audit.evidenceDue,
    createdAt: audit.createdAt.toISOString(),
    sampled: sample.length,
    counts: countsOf(sample, current.drawnAt, now),
  };
}

const CSV_COLUMNS = [
  "person_id",
  "name",
  "profession",
  "status",
  "evidence_submitted_at",
  "outcome",
  "remedial_due",
  "decided_by",
  "decided_at",
] as const;

/** The sample as the desk downloads it, safe to open in a spreadsheet. */
export function sampleCsv(sample: readonly SampleRow[]): string {
  const rows = sample
    .map(sampledOf)
    .map((p) => [
      p.personId,
      p.name,
      p.profession,
      p.status,
      p.evidenceSubmittedAt ?? "",
      p.outcome ?? "",
      p.remedialDue ?? "",
      p.decidedBy ?? "",
      p.decidedAt ?? "",
    ]);
  return spreadsheetCsv(CSV_COLUMNS, rows);
}
