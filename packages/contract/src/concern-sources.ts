// Who raises a concern, in a module that imports nothing: the desk's case screens read these
// names, and concerns.ts brings the public register's follow schemas (its e-mail address),
// which would otherwise come with them into the desk and split a chunk off the portal's shell.

/** Who raises a concern: the CONCERN form's `raiser_role` options. */
export const concernSources = [
  "patient",
  "family",
  "colleague",
  "employer",
  "agency",
  "self",
] as const;
export type ConcernSource = (typeof concernSources)[number];

export const concernSourceNames: Record<ConcernSource, string> = {
  patient: "Patient",
  family: "Family or whānau of a patient",
  colleague: "Colleague",
  employer: "Employer",
  agency: "Another agency",
  self: "The practitioner (self-report)",
};
