// What other modules may use of the audit module: the trail services record events of both
// trails on (the operators' and the staff's), and the staff trail as admins read it.
export { type AuditLog, type AuditTrail, createAuditTrail } from "./audit-trail.ts";
export {
  type AuditDetail,
  type AuditEvent,
  type AuditEventName,
  type AuditOutcome,
  auditEventNames,
  type StaffAction,
  type StaffAuditEvent,
  staffActions,
} from "./events.ts";
export { type StaffAuditFilter, staffAuditCsv, staffAuditPage } from "./staff-trail.ts";
