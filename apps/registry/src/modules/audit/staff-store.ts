// SQL of the staff audit trail (audit-trail.ts records, staff-trail.ts reads): appended to,
// read by range for the CSV, and paged newest first with filters for the admins' desk.
import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { staffAccounts, staffAuditEvents } from "../../db/schema.ts";

export type NewStaffAuditRow = typeof staffAuditEvents.$inferInsert;

export async function insertStaffAudit(ex: Executor, row: NewStaffAuditRow) {
  await ex.insert(staffAuditEvents).values(row);
}

export interface StaffAuditFilter {
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  staffId?: number | undefined;
  action?: string | undefined;
  submissionId?: number | undefined;
}

function staffAuditWhere(f: StaffAuditFilter): SQL | undefined {
  return and(
    f.from ? gte(staffAuditEvents.at, f.from) : undefined,
    f.to ? lt(staffAuditEvents.at, f.to) : undefined,
    f.staffId !== undefined ? eq(staffAuditEvents.staffId, f.staffId) : undefined,
    f.action !== undefined ? eq(staffAuditEvents.action, f.action) : undefined,
    f.submissionId !== undefined ? eq(staffAuditEvents.submissionId, f.submissionId) : undefined,
  );
}

/** A page of the staff audit trail, newest first, with each staff member's e-mail. */
export async function findStaffAuditPage(
  ex: Executor,
  f: StaffAuditFilter,
  offset: number,
  limit: number,
) {
  return ex
    .select({
      id: staffAuditEvents.id,
      at: staffAuditEvents.at,
      staffId: staffAuditEvents.staffId,
      staffEmail: staffAccounts.email,
      action: staffAuditEvents.action,
      submissionId: staffAuditEvents.submissionId,
      before: staffAuditEvents.before,
      after: staffAuditEvents.after,
    })
    .from(staffAuditEvents)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffAuditEvents.staffId))
    .where(staffAuditWhere(f))
    .orderBy(desc(staffAuditEvents.id))
    .offset(offset)
    .limit(limit);
}

export async function countStaffAudit(ex: Executor, f: StaffAuditFilter): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(staffAuditEvents).where(staffAuditWhere(f));
  return row?.n ?? 0;
}

/** The trail between `from` and `to` (when given), oldest first. */
export async function findStaffAudit(
  ex: Executor,
  range: { from?: Date | undefined; to?: Date | undefined },
) {
  return ex
    .select()
    .from(staffAuditEvents)
    .where(staffAuditWhere(range))
    .orderBy(asc(staffAuditEvents.id));
}
