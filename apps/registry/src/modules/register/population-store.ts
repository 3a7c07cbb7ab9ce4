// The register as the renewal season reads it at national scale: subqueries, each one row per
// practitioner, for a statement of the caller's to join by practitioner_id. Each is set-based
// (the planner hashes them together) rather than a lookup per row: at 100,000 people the
// round view's counts took 0.9 s with per-row subqueries.
import { type SQL, sql } from "drizzle-orm";
import { type Executor, executeRows } from "../../db/client.ts";
import {
  practices,
  practisingCertificates,
  practitionerAccounts,
  practitioners,
  users,
} from "../../db/schema.ts";

/**
 * Each practitioner whose latest certificate of a year other than `period.year` ended the day
 * before `period.startsOn` (current, or expired since): (practitioner_id, status) of that
 * certificate. (A later one is compared with the eve itself, not the row's end, which is the
 * same day: the few certificates ending after it are hashed, not every certificate.)
 */
export function heldUntilPeriod(period: { year: string; startsOn: string }): SQL {
  const c = practisingCertificates;
  return sql`select ${c.practitionerId} as practitioner_id, ${c.status} as status
    from ${c}
    where ${c.year} <> ${period.year} and ${c.endsOn} = ${period.startsOn}::date - 1
      and not exists (select 1 from ${c} later
                      where later.practitioner_id = ${c.practitionerId}
                        and later.year <> ${period.year}
                        and later.ends_on > ${period.startsOn}::date - 1)`;
}

/** Those who hold a certificate of `year`: (practitioner_id). */
export function holdersOfYear(year: string): SQL {
  const c = practisingCertificates;
  return sql`select ${c.practitionerId} as practitioner_id from ${c} where ${c.year} = ${year}`;
}

/** Each practitioner's first-listed scope: (practitioner_id, practice). */
export const firstScopes: SQL = sql`select ${practices.practitionerId} as practitioner_id,
    ${practices.practice} as practice from ${practices} where ${practices.position} = 0`;

/**
 * Each practitioner's portal account, the first linked as the desk shows it:
 * (practitioner_id, user_id, email, first_name).
 */
export const firstAccounts: SQL = sql`select distinct on (a.practitioner_id) a.practitioner_id,
    u.id as user_id, u.email, u.first_name
    from ${practitionerAccounts} a join ${users} u on u.id = a.user_id
    order by a.practitioner_id, a.user_id`;

/**
 * Each practitioner's names and the register's private e-mail ("" trimmed to null):
 * (practitioner_id, person_id, first_names, surname, register_email).
 */
export const peopleOfRegister: SQL = sql`select ${practitioners.id} as practitioner_id,
    ${practitioners.personId} as person_id, ${practitioners.firstNames} as first_names,
    ${practitioners.surname} as surname,
    nullif(btrim(${practitioners.email}), '') as register_email from ${practitioners}`;

/**
 * Where the regulator writes to each practitioner: (practitioner_id, user_id, email, first_name)
 * – their account's e-mail and first name, else the register's e-mail and first given name;
 * user_id null without an account, email "" with neither.
 */
export const lettersTo: SQL = sql`select p.practitioner_id, account.user_id,
    coalesce(account.email, p.register_email, '') as email,
    coalesce(account.first_name, nullif(split_part(p.first_names, ' ', 1), '')) as first_name
    from (${peopleOfRegister}) p
    left join (${firstAccounts}) account on account.practitioner_id = p.practitioner_id`;

/** A row of lettersTo (and the columns of its kind), as numbers and trimmed. */
export interface LetterTo {
  practitionerId: number;
  /** Their portal account, if they have one; without, a letter may ask them to make it. */
  userId: number | null;
  email: string;
  firstName: string | null;
}

export type LetterToRow = {
  practitioner_id: number;
  user_id: number | null;
  email: string;
  first_name: string | null;
};

export const letterToOf = (r: LetterToRow): LetterTo => ({
  practitionerId: Number(r.practitioner_id),
  userId: r.user_id === null ? null : Number(r.user_id),
  email: r.email.trim(),
  firstName: r.first_name,
});

/** Where to write to each of these practitioners (lettersTo): the lapse's, a case's letters. */
export async function findLettersTo(
  ex: Executor,
  practitionerIds: readonly number[],
): Promise<Map<number, LetterTo>> {
  if (practitionerIds.length === 0) return new Map();
  const rows = await executeRows<LetterToRow>(
    ex,
    sql`select * from (${lettersTo}) letter
        where letter.practitioner_id in (${sql.join(
          practitionerIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [Number(row.practitioner_id), letterToOf(row)]));
}
