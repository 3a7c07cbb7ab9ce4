// What other modules may use of the audit module: the trail services record events on.
export { type AuditLog, type AuditTrail, createAuditTrail } from "./audit-trail.ts";
export {
  type AuditDetail,
  type AuditEvent,
  type AuditEventName,
  type AuditOutcome,
  auditEventNames,
} from "./events.ts";
