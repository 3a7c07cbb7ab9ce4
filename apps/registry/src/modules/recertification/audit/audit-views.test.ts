// Where a sampled practitioner stands and since when, and which letter is due on a day: the
// pure readings the desk's counts and the daily letters rest on.
import { describe, expect, it } from "vitest";
import { dueLetter } from "./audit-letters.ts";
import { countsOf, statusOf } from "./audit-views.ts";
import type { SampleRow } from "./audits-store.ts";

const at = (day: string) => new Date(`${day}T00:00:00Z`);

const row = (selection: Partial<SampleRow["selection"]>, noticesSentAt: Date | null) =>
  ({
    selection: { outcome: null, evidenceSubmittedAt: null, decidedAt: null, ...selection },
    noticesSentAt,
  }) as SampleRow;

describe("an audit's statuses", () => {
  const drawnAt = at("2026-03-01");
  const noticed = at("2026-03-02");
  const rows = [
    row({}, null),
    row({}, noticed),
    row({ evidenceSubmittedAt: at("2026-03-10") }, noticed),
    row(
      { evidenceSubmittedAt: at("2026-03-10"), outcome: "met", decidedAt: at("2026-03-20") },
      noticed,
    ),
  ];

  it("follows the draw, the notice, the evidence and the outcome", () => {
    expect(rows.map(statusOf)).toEqual(["drawn", "awaiting", "submitted", "met"]);
  });

  it("counts each status with the days since its oldest came to it", () => {
    expect(countsOf(rows, drawnAt, at("2026-03-22"))).toEqual([
      { status: "drawn", count: 1, oldestDays: 21 },
      { status: "awaiting", count: 1, oldestDays: 20 },
      { status: "submitted", count: 1, oldestDays: 12 },
      { status: "met", count: 1, oldestDays: 2 },
    ]);
  });
});

describe("the audit's letter due on a day", () => {
  const due = "2026-03-29";
  it.each([
    ["2026-03-01", "notice"],
    ["2026-03-14", "notice"],
    ["2026-03-15", "14-days"],
    ["2026-03-21", "14-days"],
    ["2026-03-22", "7-days"],
    ["2026-03-28", "1-days"],
    ["2026-03-29", "1-days"],
    ["2026-03-30", "overdue"],
  ])("on %s it is %s", (today, step) => {
    expect(dueLetter(due, today).step).toBe(step);
  });
});
