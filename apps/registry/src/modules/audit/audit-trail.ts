// Recording an audit event: one structured log line at once, then one row in audit_events.
// Called after the action it records, outside its transaction: the action stands whatever
// happens here. A failed insert is logged as an error (with the event, so the log still has
// it) and never thrown, so a broken audit table cannot fail a sign-in.
import type { Db } from "../../db/client.ts";
import type { Clock } from "../sessions/index.ts";
import { type AuditEvent, auditedEmail } from "./events.ts";
import { insertAuditEvent } from "./store.ts";

export interface AuditLog {
  info(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface AuditTrail {
  /** Resolves once the record is stored, or its failure logged; never rejects. */
  record(event: AuditEvent): Promise<void>;
}

export function createAuditTrail(deps: { db: Db; clock: Clock; log: AuditLog }): AuditTrail {
  return {
    async record(event) {
      const row = {
        at: deps.clock(),
        event: event.event,
        outcome: event.outcome,
        userId: event.userId ?? null,
        email: event.email ? auditedEmail(event.email) : null,
        ip: event.ip ?? null,
        detail: event.detail ?? {},
      };
      const audit = { ...row, at: row.at.toISOString() };
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
  };
}
