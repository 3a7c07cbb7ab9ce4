// A person of the register as the public may see them: built field by field from the allowed
// list of docs/decisions/040, so nothing the register adds later (contact, address, flags)
// can reach a public answer by accident.
import { type PublicPractitioner, professionOf } from "@portal/contract";
import type { RegisterEntry } from "../register/index.ts";

/** The earliest of the dates (YYYY-MM-DD sorts as text); "" when there is none. */
const earliest = (dates: readonly string[]) => dates.filter((d) => d !== "").sort()[0] ?? "";

/**
 * The public's view of a person, their certificate and conditions as they stand on the day they
 * were read (a condition's decision stays the regulator's).
 */
export function publicPractitionerOf({
  match: person,
  certificate,
  conditions,
}: RegisterEntry): PublicPractitioner {
  const scopes = person.Practices.map((p) => ({
    scope: p.Practice,
    profession: professionOf(p.Practice),
    status: p.Status,
    registeredOn: p.RegistrationDate,
  }));
  return {
    registrationNumber: person["Person ID"],
    name: `${person.FirstName} ${person.Surname}`,
    professions: [...new Set(scopes.map((s) => s.profession).filter((p) => p !== ""))],
    scopes,
    practisingCertificate: certificate,
    firstRegisteredOn: earliest(scopes.map((s) => s.registeredOn)),
    conditions: conditions.map(({ type, wording, startsOn, endsOn, reviewOn }) => ({
      type,
      wording,
      startsOn,
      endsOn,
      reviewOn,
    })),
  };
}
