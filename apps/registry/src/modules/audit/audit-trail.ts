// Recording an audit event, of either trail, on one trail object.
// - The operators' trail: one structured log line, then one row in audit_events.
// - The staff's trail at the desk: one row in staff_audit_events, not logged (its before and
//   after hold answers and register records, which stay out of the logs).
// Each table's migration trigger links the row into its hash chain.
// - recordIn(ex, event) writes on the caller's executor, inside the transaction of the change it
//   records: the row commits with the change or neither does, and a failure is thrown.
// - record(event) is for what changes nothing (a sign-in attempt, a download): stored on its own
//   after the fact; a failed insert is logged as an error (with the event, so the log still has
//   it) and never thrown, so a broken audit table cannot fail a sign-in.
// The chain's lock is held from the insert to the commit, so recordIn comes last in its
// transaction.

import type { Clock } from "../../core/clock.ts";
import type { Db, Executor } from "../../db/client.ts";
import {
  type AuditEvent,
  auditedEmail,
  isStaffAuditEvent,
  type StaffAuditEvent,
} from "./events.ts";
import { insertStaffAudit } from "./staff-store.ts";
import { insertAuditEvent, type NewAuditRow } from "./store.ts";

export interface AuditLog {
  info(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface AuditTrail {
  /** Resolves once the record is stored, or its failure logged; never rejects. */
  record(event: AuditEvent): Promise<void>;
  /** Stores the record on `ex` (the change's transaction); rejects when it cannot. */
  recordIn(ex: Executor, event: AuditEvent | StaffAuditEvent): Promise<void>;
}

/** A staff step stored on `ex` at `at`. */
async function recordStaffEvent(ex: Executor, at: Date, event: StaffAuditEvent) {
  await insertStaffAudit(ex, {
    at,
    staffId: event.staffId,
    action: event.action,
    submissionId: event.submissionId,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}

export function createAuditTrail(deps: { db: Db; clock: Clock; log: AuditLog }): AuditTrail {
  const rowOf = (event: AuditEvent): NewAuditRow => ({
    at: deps.clock(),
    event: event.event,
    outcome: event.outcome,
    userId: event.userId ?? null,
    email: event.email ? auditedEmail(event.email) : null,
    ip: event.ip ?? null,
    detail: event.detail ?? {},
  });
  const logged = (row: NewAuditRow) => ({ ...row, at: row.at.toISOString() });

  return {
    async record(event) {
      const row = rowOf(event);
      const audit = logged(row);
      try {
        deps.log.info({ audit }, "audit");
        await insertAuditEvent(deps.db, row);
      } catch (error) {
        try {
          deps.log.error({ err: error, audit }, "audit record not stored");
        } catch {
          // Nothing left to tell it to; the action it records still stands.
        }
      }
    },

    async recordIn(ex, event) {
      if (isStaffAuditEvent(event)) {
        await recordStaffEvent(ex, event.at ?? deps.clock(), event);
        return;
      }
      const row = rowOf(event);
      await insertAuditEvent(ex, row);
      deps.log.info({ audit: logged(row) }, "audit");
    },
  };
}
