// Reading the staff's audit trail (recorded through audit-trail.ts): every view, claim, release
// and decision, file download and register edit, with what it changed. Admins page through it
// at the desk, newest first, and export it as CSV for the regulator's own records.
import type { Executor } from "../../db/client.ts";
import {
  countStaffAudit,
  findStaffAudit,
  findStaffAuditPage,
  type StaffAuditFilter,
} from "./staff-store.ts";

export type { StaffAuditFilter } from "./staff-store.ts";

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A cell a spreadsheet would run as a formula (= + - @, or a tab or carriage return first) is
 * prefixed with a quote (OWASP CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const CSV_HEADER = ["id", "at", "staff_id", "action", "submission_id", "before", "after"];

/** The staff audit trail (between `from` and `to` when given) as CSV, lines ended by CRLF. */
export async function staffAuditCsv(
  ex: Executor,
  range: { from?: Date | undefined; to?: Date | undefined } = {},
): Promise<string> {
  const rows = await findStaffAudit(ex, range);
  const lines = [
    CSV_HEADER,
    ...rows.map((r) => [
      String(r.id),
      r.at.toISOString(),
      String(r.staffId),
      r.action,
      r.submissionId === null ? "" : String(r.submissionId),
      r.before === null ? "" : JSON.stringify(r.before),
      r.after === null ? "" : JSON.stringify(r.after),
    ]),
  ];
  return lines.map((cells) => `${cells.map(csvCell).join(",")}\r\n`).join("");
}

/** A page of the staff audit trail, newest first, with how many events match. */
export async function staffAuditPage(
  ex: Executor,
  filter: StaffAuditFilter,
  page: { page: number; pageSize: number },
) {
  const offset = (page.page - 1) * page.pageSize;
  const items = await findStaffAuditPage(ex, filter, offset, page.pageSize);
  return { total: await countStaffAudit(ex, filter), ...page, items };
}
