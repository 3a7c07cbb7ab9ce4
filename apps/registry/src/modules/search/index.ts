// What other modules may use of the search module: writing the register (a registrar's accept
// adds a practitioner or sets a practising certificate).
export {
  findPractitionerId,
  findPractitionerMatch,
  insertPractitioners,
  type NewPractice,
  type NewPractitioner,
  nextPersonId,
  setPractisingCertificate,
} from "./store.ts";
