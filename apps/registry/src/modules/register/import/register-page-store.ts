// SQL of the register read a page at a time, for its export: each person with their scopes,
// certificates and conditions, in four statements a page, whatever the page's size – never one
// statement per person, and never the whole register in memory.
import { asc, gt, inArray } from "drizzle-orm";
import type { Executor } from "../../../db/client.ts";
import { practices, practisingCertificates, practitioners } from "../../../db/schema.ts";
import { findConditions } from "../conditions-store.ts";

/** The people after `afterId` (the register's own order of ids), at most `limit` of them. */
export async function findRegisterPage(ex: Executor, afterId: number, limit: number) {
  const people = await ex
    .select({
      id: practitioners.id,
      personId: practitioners.personId,
      firstNames: practitioners.firstNames,
      surname: practitioners.surname,
      email: practitioners.email,
      suburb: practitioners.suburb,
      city: practitioners.city,
      contact: practitioners.contact,
      address: practitioners.address,
      territorialAuthority: practitioners.territorialAuthority,
      dhb: practitioners.dhb,
      volunteer: practitioners.volunteer,
    })
    .from(practitioners)
    .where(gt(practitioners.id, afterId))
    .orderBy(asc(practitioners.id))
    .limit(limit);
  if (people.length === 0) return [];
  const ids = people.map((p) => p.id);
  const scopes = await ex
    .select()
    .from(practices)
    .where(inArray(practices.practitionerId, ids))
    .orderBy(asc(practices.practitionerId), asc(practices.position));
  const certificates = await ex
    .select()
    .from(practisingCertificates)
    .where(inArray(practisingCertificates.practitionerId, ids));
  const conditions = await findConditions(ex, ids);
  const of = <T extends { practitionerId: number }>(rows: T[]) => {
    const byPerson = Map.groupBy(rows, (row) => row.practitionerId);
    return (id: number) => byPerson.get(id) ?? [];
  };
  const scopesOf = of(scopes);
  const certificatesOf = of(certificates);
  const conditionsOf = of(conditions);
  return people.map((person) => ({
    person,
    practices: scopesOf(person.id),
    certificates: certificatesOf(person.id),
    conditions: conditionsOf(person.id),
  }));
}

export type RegisterPage = Awaited<ReturnType<typeof findRegisterPage>>;
