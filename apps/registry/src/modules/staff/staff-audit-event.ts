// A desk event as the operators' audit trail stores it: `user_id` stays empty (staff ids are
// not users'), the detail names the account (staffId) beside its own facts.
import type { AuditDetail, AuditEvent, AuditEventName, AuditOutcome } from "../audit/index.ts";

export function staffAuditEvent(
  event: AuditEventName,
  outcome: AuditOutcome,
  who: { email: string; staffId?: number | undefined },
  ip: string,
  detail: AuditDetail = {},
): AuditEvent {
  return {
    event,
    outcome,
    email: who.email,
    ip,
    detail: who.staffId === undefined ? detail : { staffId: who.staffId, ...detail },
  };
}
