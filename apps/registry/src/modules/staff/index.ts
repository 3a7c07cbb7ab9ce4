// What other modules may use of the staff module: the guard of desk routes (`app.requireStaff`,
// see sessions/require-staff.ts), the staff member it gives (`request.staff`), the e-mails others show
// of staff accounts, the lifetimes, and the wiring app.ts calls.
export { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from "./lifetimes.ts";
export { registerStaff } from "./register-staff.ts";
export { STAFF_TOTP_KEY_FILE } from "./second-factor/totp-secret-box.ts";
export { deskSessionIdOf } from "./sessions/require-staff.ts";
export type { StaffContext } from "./sessions/staff-sessions.ts";
export { describeStaffSignIn } from "./sso/staff-oidc-config.ts";
export { findAdminEmails, findStaffEmails } from "./staff-emails-store.ts";
