// Reading the staff's audit trail (recorded through audit-trail.ts): every view, claim, release
// and decision, file download and register edit, with what it changed. Admins page through it
// at the desk, newest first, and export it as CSV for the regulator's own records.
import type { Executor } from "../../db/client.ts";
import { spreadsheetCsv } from "../../http/csv.ts";
import {
  countStaffAudit,
  findStaffAudit,
  findStaffAuditPage,
  type StaffAuditFilter,
} from "./staff-store.ts";

export type { StaffAuditFilter } from "./staff-store.ts";

const CSV_HEADER = ["id", "at", "staff_id", "action", "submission_id", "before", "after"];

/** The staff audit trail (between `from` and `to` when given) as CSV, lines ended by CRLF. */
export async function staffAuditCsv(
  ex: Executor,
  range: { from?: Date | undefined; to?: Date | undefined } = {},
): Promise<string> {
  const rows = await findStaffAudit(ex, range);
  return spreadsheetCsv(
    CSV_HEADER,
    rows.map((r) => [
      String(r.id),
      r.at.toISOString(),
      String(r.staffId),
      r.action,
      r.submissionId === null ? "" : String(r.submissionId),
      r.before === null ? "" : JSON.stringify(r.before),
      r.after === null ? "" : JSON.stringify(r.after),
    ]),
  );
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
