// The professions of the register. The register keeps scopes of practice (practice types) only;
// each scope belongs to one of the Dental Council's professions, so a practitioner's
// professions are those of the scopes they hold.
import { type practiceTypeNames, specialistPracticeSuffix } from "./register-lists.ts";

export const professionNames = [
  "Dentist",
  "Dental specialist",
  "Dental hygienist",
  "Dental therapist",
  "Oral health therapist",
  "Clinical dental technician",
  "Dental technician",
] as const;
export type Profession = (typeof professionNames)[number];

type PracticeType = (typeof practiceTypeNames)[number];

/** The scopes that are not a specialist's, by their profession. */
const professionOfScope: Partial<Record<PracticeType, Profession>> = {
  "General Dental Practice": "Dentist",
  "Dental Hygiene Practice": "Dental hygienist",
  "Orthodontic Auxiliary Practice": "Dental hygienist",
  "Dental Therapy Practice": "Dental therapist",
  "Adult Care in Dental Therapy Practice": "Dental therapist",
  "Oral Health Therapy Practice": "Oral health therapist",
  "Clinical Dental Technology Practice": "Clinical dental technician",
  "Dental Technology Practice": "Dental technician",
};

/** The profession a scope of practice belongs to ("" for a scope the lists do not name). */
export function professionOf(scope: string): Profession | "" {
  if (scope.endsWith(specialistPracticeSuffix)) return "Dental specialist";
  return professionOfScope[scope as PracticeType] ?? "";
}

/** The scopes of practice of a profession, in the lists' order. */
export function scopesOf(profession: Profession, scopes: readonly string[]): string[] {
  return scopes.filter((scope) => professionOf(scope) === profession);
}
