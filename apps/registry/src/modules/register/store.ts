// SQL of the practitioner register: people with their practices and statuses, and their
// Person IDs. Every write keeps the search rows and counts beside them
// (search-rows-store.ts) in the same transaction; the search statement is modules/search's.
import { asc, eq, inArray, sql } from "drizzle-orm";
import { type Executor, executeRows } from "../../db/client.ts";
import { insertManySql } from "../../db/many-rows.ts";
import { firstRow } from "../../db/rows.ts";
import type { StoredMatch } from "../../db/schema.ts";
import { practices, practitionerSearch, practitioners } from "../../db/schema.ts";
import { findCertificates, insertCertificates } from "./certificates-store.ts";
import { findConditions, insertConditions, type NewCondition } from "./conditions-store.ts";
import { appendEvents, type NewRegisterEvent } from "./history-store.ts";
import { entryOf, type HeldCertificate } from "./practising-standing.ts";
import { countPractices, insertSearchRows, uncountPractices } from "./search-rows-store.ts";

export interface NewPractice {
  practice: string;
  qualifications: string;
  registrationDate: string;
  hpiNumber: string;
  status: string;
}

export interface NewPractitioner {
  personId: string;
  firstNames: string;
  surname: string;
  contact: string;
  address: string;
  suburb: string;
  city: string;
  territorialAuthority: string;
  dhb: string;
  eligible: boolean;
  volunteer: boolean;
  practices: NewPractice[];
  /** Certificates they hold already (a register brought in); more are issued by accepted APCs. */
  certificates?: HeldCertificate[];
  /** Conditions on their practice already imposed (a register brought in). */
  conditions?: NewCondition[];
  /** Their private contact e-mail (never public); "" when the register has none. */
  email?: string;
}

/** The person as a search answers them (SPEC §3 match), but for the certificate of the day. */
export function matchOf(
  person: Omit<NewPractitioner, "certificates" | "conditions" | "email">,
): StoredMatch {
  return {
    FirstName: person.firstNames,
    Surname: person.surname,
    "Person ID": person.personId,
    FullName: `${person.firstNames} ${person.surname}`,
    Contact: person.contact,
    City: person.city,
    Suburb: person.suburb,
    TerritorialAuthority: person.territorialAuthority,
    DHB: person.dhb,
    Practices: person.practices.map((p) => ({
      Practice: p.practice,
      Qualifications: p.qualifications,
      RegistrationDate: p.registrationDate,
      HPINumber: p.hpiNumber,
      Status: p.status,
    })),
  };
}

/**
 * Adds the people whose Person ID is not in the register yet, with their practices,
 * certificates and search rows; people already there are left as they are. Answers who was
 * added. Run it in a transaction, so that nobody is ever half-written.
 */
export async function insertPractitioners(db: Executor, people: NewPractitioner[]) {
  if (people.length === 0) return [];
  const columns = people.map((person) => {
    const { practices: _p, certificates: _c, conditions: _k, ...rest } = person;
    return { ...rest, match: matchOf(person) };
  });
  const added = await executeRows<{ id: number; personId: string }>(
    db,
    sql`${insertManySql(practitioners, columns)}
      ON CONFLICT (person_id) DO NOTHING RETURNING id, person_id AS "personId"`,
  );
  if (added.length === 0) return [];
  const byPersonId = new Map(people.map((p) => [p.personId, p]));
  const rows = added.flatMap(({ id, personId }) =>
    byPersonId
      .get(personId)!
      .practices.map((practice, position) => ({ ...practice, practitionerId: id, position })),
  );
  if (rows.length > 0) await db.execute(insertManySql(practices, rows));
  const held = <T>(pick: (p: NewPractitioner) => T[] | undefined) =>
    added.flatMap(({ id, personId }) =>
      (pick(byPersonId.get(personId)!) ?? []).map((row) => ({ ...row, practitionerId: id })),
    );
  await insertCertificates(
    db,
    held((p) => p.certificates),
  );
  await insertConditions(
    db,
    held((p) => p.conditions),
  );
  await appendEvents(
    db,
    added.map(({ id, personId }) => registeredEvent(id, byPersonId.get(personId)!)),
  );
  const ids = added.map((a) => a.id);
  await insertSearchRows(db, ids);
  await countPractices(db, ids);
  return added;
}

/** The history's first event of a person put on the register: their scopes, from the earliest. */
function registeredEvent(practitionerId: number, person: NewPractitioner): NewRegisterEvent {
  const recordedAt = new Date();
  const dates = person.practices.map((p) => p.registrationDate).filter((d) => d !== "");
  return {
    practitionerId,
    kind: "registered",
    effectiveOn: dates.sort()[0] ?? recordedAt.toISOString().slice(0, 10),
    recordedAt,
    staffId: null,
    public: false,
    detail: { scopes: person.practices.map((p) => p.practice) },
  };
}

export async function countPractitioners(db: Executor): Promise<number> {
  return db.$count(practitioners);
}

/**
 * Replaces a person's practices (and, when given, their names and whether a peer may choose
 * them), rewriting
 * their match, search rows and the counts per practice type, in the caller's transaction: the
 * searches answer the change as soon as it commits. Answers the match before and after, or
 * undefined when the person is not in the register.
 */
export async function replacePractices(
  tx: Executor,
  practitionerId: number,
  change: {
    practices: readonly NewPractice[];
    eligible?: boolean | undefined;
    firstNames?: string | undefined;
    surname?: string | undefined;
  },
): Promise<boolean> {
  const [held] = await tx
    .select()
    .from(practitioners)
    .where(eq(practitioners.id, practitionerId))
    .for("update");
  if (!held) return false;
  const person = {
    ...held,
    firstNames: change.firstNames ?? held.firstNames,
    surname: change.surname ?? held.surname,
  };
  const { firstNames, surname } = person;
  const eligible = change.eligible ?? person.eligible;
  await uncountPractices(tx, [practitionerId]);
  await tx.delete(practitionerSearch).where(eq(practitionerSearch.practitionerId, practitionerId));
  await tx.delete(practices).where(eq(practices.practitionerId, practitionerId));
  if (change.practices.length > 0) {
    await tx
      .insert(practices)
      .values(change.practices.map((p, position) => ({ ...p, practitionerId, position })));
  }
  const match = matchOf({ ...person, practices: [...change.practices] });
  await tx
    .update(practitioners)
    .set({ firstNames, surname, eligible, match })
    .where(eq(practitioners.id, practitionerId));
  // Written from the row just updated: the name search keys and the order follow the names.
  await insertSearchRows(tx, [practitionerId]);
  await countPractices(tx, [practitionerId]);
  return true;
}

/**
 * Practitioners whose certificates lapsed: no one may choose them as a peer (the searches
 * answer it once the caller commits); the certificate itself says it ended. One statement of
 * each kind for them all: a day's lapse at national scale is thousands.
 */
export async function markPractisingLapsed(tx: Executor, practitionerIds: readonly number[]) {
  if (practitionerIds.length === 0) return;
  const ids = [...practitionerIds];
  // Their rows locked in one order, as an edit locks one, so two writers never wait in a cycle.
  await tx
    .select({ id: practitioners.id })
    .from(practitioners)
    .where(inArray(practitioners.id, ids))
    .orderBy(asc(practitioners.id))
    .for("update");
  await uncountPractices(tx, ids);
  await tx.update(practitioners).set({ eligible: false }).where(inArray(practitioners.id, ids));
  await tx
    .update(practitionerSearch)
    .set({ eligible: false })
    .where(inArray(practitionerSearch.practitionerId, ids));
  await countPractices(tx, ids);
}

/**
 * A person of the register with their practices in order, by Person ID; `lock` holds the
 * person's row for the caller's transaction (an edit reads what it replaces).
 */
export async function findPractitionerRecord(ex: Executor, personId: string, lock = false) {
  const byPersonId = ex.select().from(practitioners).where(eq(practitioners.personId, personId));
  const [person] = await (lock ? byPersonId.for("update") : byPersonId);
  if (!person) return undefined;
  const held = await ex
    .select()
    .from(practices)
    .where(eq(practices.practitionerId, person.id))
    .orderBy(asc(practices.position));
  return { person, practices: held };
}

/** The Person ID the register gives its next person: one more than the highest numeric one. */
export async function nextPersonId(tx: Executor): Promise<string> {
  // Two accepts at once must not take the same number: serialised for the transaction.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('practitioners.person_id'))`);
  const [row] = await tx
    .select({
      next: sql<number>`coalesce(max(${practitioners.personId}::bigint), 0) + 1`.mapWith(Number),
    })
    .from(practitioners)
    .where(sql`${practitioners.personId} ~ '^[0-9]{1,15}$'`);
  return String(row?.next ?? 1);
}

/** The person with their practices as the register stores them, by id. */
export async function findPractitionerMatch(ex: Executor, practitionerId: number) {
  const { match } = practitioners;
  const row = await firstRow(
    ex.select({ match }).from(practitioners).where(eq(practitioners.id, practitionerId)),
  );
  return row?.match;
}

/** What a person holds: their certificates (the latest first) and conditions. */
export async function findHeld(ex: Executor, practitionerId: number) {
  return {
    certificates: await findCertificates(ex, practitionerId),
    conditions: await findConditions(ex, [practitionerId]),
  };
}

/**
 * The person as every surface reads them on `today`: their certificate and conditions read
 * from their dates.
 */
export async function findRegisterEntry(ex: Executor, practitionerId: number, today: string) {
  const stored = await findPractitionerMatch(ex, practitionerId);
  return stored && entryOf(stored, await findHeld(ex, practitionerId), today);
}

/** The Person ID and name of each person of `ids` on the register (the desk's case lists). */
export async function findPractitionerNames(
  ex: Executor,
  ids: readonly number[],
): Promise<Map<number, { personId: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const { id, personId, firstNames, surname } = practitioners;
  const rows = await ex
    .select({ id, personId, firstNames, surname })
    .from(practitioners)
    .where(inArray(id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [r.id, { personId: r.personId, name: `${r.firstNames} ${r.surname}`.trim() }]),
  );
}

/** The id of the person with this Person ID. */
export async function findPractitionerId(ex: Executor, personId: string) {
  const { id } = practitioners;
  const row = await firstRow(
    ex.select({ id }).from(practitioners).where(eq(practitioners.personId, personId)),
  );
  return row?.id;
}
