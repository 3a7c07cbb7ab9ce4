// What other modules may use of the register: writing it (the seed adds people; a registrar's
// accept adds a practitioner or sets a practising certificate), reading a person, the folding
// the search keys were written with (modules/search reads the register's tables), and the
// desk's register record with its routes, which app.ts wires, and the change its writers tell
// of (record-change.ts).
export { findLinkedPractitioner, linkPractitioner } from "./account-links-store.ts";
export type { NotifyFollowers, RecordChange } from "./record-change.ts";
export { createRegisterEdits } from "./register-edits.ts";
export { registerRegisterRoutes } from "./routes.ts";
export { folded, tidyRegister } from "./search-rows-store.ts";
export {
  countPractitioners,
  findPractitionerId,
  findPractitionerMatch,
  insertPractitioners,
  markPractisingLapsed,
  matchOf,
  type NewPractice,
  type NewPractitioner,
  nextPersonId,
  setPractisingCertificate,
} from "./store.ts";
