// What other modules may use of the staff module: the guard of desk routes (`app.requireStaff`,
// see require-staff.ts), the staff member it gives (`request.staff`), the e-mails others show
// of staff accounts, the lifetimes, and the wiring app.ts calls.
export { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from "./lifetimes.ts";
export { registerStaff } from "./register-staff.ts";
export { deskSecurity, deskSessionIdOf } from "./require-staff.ts";
export { findStaffEmails } from "./staff-emails-store.ts";
export type { StaffContext } from "./staff-sessions.ts";
export { STAFF_TOTP_KEY_FILE } from "./totp-secret-box.ts";
