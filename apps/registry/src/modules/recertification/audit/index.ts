// The recertification audit as the module's plugin wires it (decision 062).
export { createAuditDesk } from "./audit-desk.ts";
export { createAuditDraws } from "./audit-draws.ts";
export { AUDIT_LETTERS_JOB, scheduleAuditLetters, sendAuditLetters } from "./audit-letters.ts";
export { createAuditPractitioner } from "./audit-practitioner.ts";
export { registerAuditRoutes } from "./audit-routes.ts";
