// The staff trail is modules/audit's; register-edits.ts records its edits through this name
// until the register moves to a module of its own.
export { recordStaffEvent as recordStaffAction } from "../audit/index.ts";
