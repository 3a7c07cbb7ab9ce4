// What other modules may use of the register of record: writing it (the seed imports people; a
// registrar's accept adds a practitioner or issues a practising certificate), reading a person
// and where their certificate stands on a day (practising-standing.ts: every surface that
// shows a certificate asks there), the folding the search keys were written with
// (modules/search reads the register's tables), and the desk's register record with its
// routes, which app.ts wires, and the change its writers tell of (record-change.ts).
export { findLinkedPractitioner, linkPractitioner } from "./account-links-store.ts";
export {
  type CertificateRow,
  findCertificates,
  insertCertificates,
  newVerificationCode,
  setCertificate,
} from "./certificates-store.ts";
export { changingRecord } from "./changing-record.ts";
export { type Conditions, createConditions } from "./conditions.ts";
export { conditionInForce, type HeldCondition } from "./conditions-in-force.ts";
export { type ConditionRow, insertConditions, type NewCondition } from "./conditions-store.ts";
export { historyOf, publicHistoryOf } from "./history.ts";
export { appendEvents, type NewRegisterEvent } from "./history-store.ts";
export { registerRowOf } from "./import/export-register.ts";
export { importRegisterLines } from "./import/import-register.ts";
export type { RegisterRow } from "./import/register-columns.ts";
export {
  findLettersTo,
  firstAccounts,
  firstScopes,
  heldUntilPeriod,
  holdersOfYear,
  type LetterTo,
  type LetterToRow,
  lettersTo,
  letterToOf,
  peopleOfRegister,
} from "./population-store.ts";
export {
  entryOf,
  type HeldCertificate,
  peerMatchOf,
  periodOf,
  practisingCertificateOf,
  type RegisterEntry,
  shownCertificateOf,
  standingOf,
} from "./practising-standing.ts";
export type { NotifyFollowers, RecordChange } from "./record-change.ts";
export {
  createRegisterEdits,
  type RegisterEditEntry,
  type RegisterEdits,
} from "./register-edits.ts";
export { registerRegisterRoutes } from "./routes.ts";
export { folded, tidyRegister } from "./search-rows-store.ts";
export {
  countPractitioners,
  findHeld,
  findPractitionerId,
  findPractitionerMatch,
  findPractitionerNames,
  findRegisterEntry,
  insertPractitioners,
  markPractisingLapsed,
  matchOf,
  type NewPractice,
  type NewPractitioner,
  nextPersonId,
} from "./store.ts";
