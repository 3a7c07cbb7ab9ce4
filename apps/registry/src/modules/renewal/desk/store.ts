// SQL of the desk's round view: each practitioner who must renew for a round (the reminders'
// mustRenewFor, their population) with where they stand, whether they have a portal
// account, the e-mail a reminder goes to (the account's, else the register's) and the last
// reminder sent to them; counted by status and first scope, or listed.
import type { RenewalStatus } from "@portal/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, executeRows } from "../../../db/client.ts";
import {
  forms,
  practices,
  practisingCertificates,
  practitioners,
  renewalReminders,
  submissions,
} from "../../../db/schema.ts";
import { accountOfPractitioner, mustRenewFor } from "../reminders/index.ts";

export interface RoundOfView {
  year: string;
  startsOn: string;
}

export interface RoundRow {
  practitionerId: number;
  personId: string;
  firstNames: string;
  surname: string;
  /** The practice type of their first-listed scope ("" for none). */
  firstPractice: string;
  /** The account's e-mail, else the register's; null when neither. */
  email: string | null;
  firstName: string | null;
  /** Their portal account, if any: without, a reminder carries an activation link. */
  userId: number | null;
  status: RenewalStatus;
  lastReminder: { step: string; sentAt: Date } | null;
}

/**
 * One row per practitioner who must renew: accepted once the year's certificate is issued,
 * expired once the lapse took theirs, else by their latest APC for the year – completed is
 * submitted; in progress after a return (a returned submission) is returned, else in
 * progress; none (or no account) is not started.
 */
function roundRows(round: RoundOfView, apcFormType: string): SQL {
  return sql`select p.id as practitioner_id, p.person_id, p.first_names, p.surname,
      coalesce((select pr.practice from ${practices} pr where pr.practitioner_id = p.id
                order by pr.position, pr.id limit 1), '') as first_practice,
      coalesce(account.email, nullif(btrim(p.email), '')) as email,
      coalesce(account.first_name, nullif(split_part(p.first_names, ' ', 1), '')) as first_name,
      account.user_id,
      case when exists (select 1 from ${practisingCertificates} renewed
                        where renewed.practitioner_id = p.id and renewed.year = ${round.year})
             then 'accepted'
           when due.status = 'expired' then 'expired'
           when apc.state = 'completed' then 'submitted'
           when apc.returned then 'returned'
           when apc.id is not null then 'in_progress'
           else 'not_started' end as status,
      sent.step as last_step, sent.sent_at as last_sent_at
    from (${mustRenewFor(round)}) due
    join ${practitioners} p on p.id = due.practitioner_id
    ${accountOfPractitioner}
    left join lateral (select f.id, f.state,
                         exists (select 1 from ${submissions} s
                                 where s.form_id = f.id and s.status = 'returned') as returned
                       from ${forms} f
                       where f.owner_id = account.user_id and f.form_type_code = ${apcFormType}
                         and f.apc_year = ${round.year}
                       order by f.id desc limit 1) apc on true
    left join lateral (select r.step, r.sent_at from ${renewalReminders} r
                       where r.practitioner_id = p.id and r.year = ${round.year}
                       order by r.sent_at desc limit 1) sent on true`;
}

interface RawRow {
  practitioner_id: number;
  person_id: string;
  first_names: string;
  surname: string;
  first_practice: string;
  email: string | null;
  first_name: string | null;
  user_id: number | null;
  status: RenewalStatus;
  last_step: string | null;
  last_sent_at: Date | string | null;
}

const rowOf = (r: RawRow): RoundRow => ({
  practitionerId: Number(r.practitioner_id),
  personId: r.person_id,
  firstNames: r.first_names,
  surname: r.surname,
  firstPractice: r.first_practice,
  email: r.email,
  firstName: r.first_name,
  userId: r.user_id === null ? null : Number(r.user_id),
  status: r.status,
  lastReminder:
    r.last_step === null || r.last_sent_at === null
      ? null
      : { step: r.last_step, sentAt: new Date(r.last_sent_at) },
});

/** How many stand in each status, by the practice type of their first scope. */
export async function countRoundStatuses(ex: Executor, round: RoundOfView, apcFormType: string) {
  const rows = await executeRows<{ status: RenewalStatus; first_practice: string; n: number }>(
    ex,
    sql`select status, first_practice, count(*) as n from (${roundRows(round, apcFormType)}) r
        group by status, first_practice`,
  );
  return rows.map((r) => ({
    status: r.status,
    firstPractice: r.first_practice,
    count: Number(r.n),
  }));
}

const inStatuses = (statuses: readonly RenewalStatus[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/** Those in `statuses`, by surname and first names; a page of them when `page` is given. */
export async function findRoundRows(
  ex: Executor,
  round: RoundOfView,
  apcFormType: string,
  statuses: readonly RenewalStatus[],
  page?: { offset: number; limit: number },
): Promise<RoundRow[]> {
  const paged = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const rows = await executeRows<RawRow>(
    ex,
    sql`select * from (${roundRows(round, apcFormType)}) r
        where status in (${inStatuses(statuses)})
        order by surname, first_names, practitioner_id ${paged}`,
  );
  return rows.map(rowOf);
}

export async function countRoundRows(
  ex: Executor,
  round: RoundOfView,
  apcFormType: string,
  statuses: readonly RenewalStatus[],
): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    ex,
    sql`select count(*) as n from (${roundRows(round, apcFormType)}) r
        where status in (${inStatuses(statuses)})`,
  );
  return Number(row?.n ?? 0);
}

/** One practitioner's row; undefined when they need not renew for the round. */
export async function findRoundRow(
  ex: Executor,
  round: RoundOfView,
  apcFormType: string,
  practitionerId: number,
): Promise<RoundRow | undefined> {
  const rows = await executeRows<RawRow>(
    ex,
    sql`select * from (${roundRows(round, apcFormType)}) r
        where practitioner_id = ${practitionerId}`,
  );
  return rows.map(rowOf)[0];
}
