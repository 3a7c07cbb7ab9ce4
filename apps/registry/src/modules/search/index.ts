// What other modules may use of the search module: writing the register (a registrar's accept
// adds a practitioner or sets a practising certificate; a registrar edits a person's practices).
export {
  findPractitionerId,
  findPractitionerMatch,
  findPractitionerRecord,
  insertPractitioners,
  type NewPractice,
  type NewPractitioner,
  nextPersonId,
  replacePractices,
  setPractisingCertificate,
} from "./store.ts";
