// SQL of the desk's round view: each practitioner who must renew for a round (the reminders'
// mustRenewFor, their population) with where they stand, whether they have a portal
// account, the e-mail a reminder goes to (the account's, else the register's) and the last
// reminder sent to them; counted by status and first scope, or listed a page at a time. The
// register is read through its subqueries (register/population-store.ts), joined by hash:
// the counts are over everyone who must renew, 92,000 of a register of 100,000.
import type { RenewalStatus } from "@portal/contract";
import { type SQL, sql } from "drizzle-orm";
import { type Executor, executeRows } from "../../../db/client.ts";
import { forms, renewalReminders, submissions } from "../../../db/schema.ts";
import {
  firstAccounts,
  firstScopes,
  holdersOfYear,
  peopleOfRegister,
} from "../../register/index.ts";
import { mustRenewFor } from "../reminders/index.ts";

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
 * One row per practitioner who must renew, with their status: accepted once the year's
 * certificate is issued, expired once the lapse took theirs, else by their latest APC for the
 * year – completed is submitted; in progress after a return (a returned submission) is
 * returned, else in progress; none (or no account) is not started. Enough to count.
 */
function roundStatuses(round: RoundOfView, apcFormType: string): SQL {
  return sql`select due.practitioner_id, coalesce(scope.practice, '') as first_practice,
      account.user_id, account.email as account_email, account.first_name as account_first_name,
      case when renewed.practitioner_id is not null then 'accepted'
           when due.status = 'expired' then 'expired'
           when apc.state = 'completed' then 'submitted'
           when apc.returned then 'returned'
           when apc.id is not null then 'in_progress'
           else 'not_started' end as status
    from (${mustRenewFor(round)}) due
    left join (${firstScopes}) scope on scope.practitioner_id = due.practitioner_id
    left join (${firstAccounts}) account on account.practitioner_id = due.practitioner_id
    left join (${holdersOfYear(round.year)}) renewed
      on renewed.practitioner_id = due.practitioner_id
    left join (select distinct on (f.owner_id) f.owner_id, f.id, f.state,
                 exists (select 1 from ${submissions} s
                         where s.form_id = f.id and s.status = 'returned') as returned
               from ${forms} f
               where f.form_type_code = ${apcFormType} and f.apc_year = ${round.year}
               order by f.owner_id, f.id desc) apc on apc.owner_id = account.user_id`;
}

/**
 * The rows of `where` (over roundStatuses' `r`) with who they are, the e-mail a reminder goes
 * to and the last reminder sent: the last looked up only for the rows answered (a page).
 */
function roundRows(round: RoundOfView, apcFormType: string, where: SQL, paged: SQL = sql``) {
  return sql`select page.*, sent.step as last_step, sent.sent_at as last_sent_at from (
      select r.practitioner_id, p.person_id, p.first_names, p.surname, r.first_practice,
        coalesce(r.account_email, p.register_email) as email,
        coalesce(r.account_first_name, nullif(split_part(p.first_names, ' ', 1), '')) as first_name,
        r.user_id, r.status
      from (${roundStatuses(round, apcFormType)}) r
      join (${peopleOfRegister}) p on p.practitioner_id = r.practitioner_id
      where ${where}
      order by p.surname, p.first_names, r.practitioner_id ${paged}) page
    left join lateral (select x.step, x.sent_at from ${renewalReminders} x
                       where x.practitioner_id = page.practitioner_id and x.year = ${round.year}
                       order by x.sent_at desc limit 1) sent on true
    order by page.surname, page.first_names, page.practitioner_id`;
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
    sql`select status, first_practice, count(*) as n from (${roundStatuses(round, apcFormType)}) r
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
  const inThem = sql`r.status in (${inStatuses(statuses)})`;
  const rows = await executeRows<RawRow>(ex, roundRows(round, apcFormType, inThem, paged));
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
    sql`select count(*) as n from (${roundStatuses(round, apcFormType)}) r
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
  const one = sql`r.practitioner_id = ${practitionerId}`;
  const rows = await executeRows<RawRow>(ex, roundRows(round, apcFormType, one));
  return rows.map(rowOf)[0];
}
