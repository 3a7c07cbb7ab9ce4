// SQL of renewal reminders: who a round's step is due to, and the record of each send.
import { sql } from "drizzle-orm";
import { type Executor, executeRows } from "../../db/client.ts";
import {
  forms,
  practisingCertificates,
  practitionerAccounts,
  renewalReminders,
  users,
} from "../../db/schema.ts";

export interface ReminderRecipient {
  practitionerId: number;
  userId: number;
  email: string;
  firstName: string | null;
}

/**
 * Who must renew for `round`, once each: practitioners whose latest certificate before the
 * round's year ended the day before the round starts (current, or expired by this round's lapse)
 * – as rows (practitioner_id, status) of that certificate. An older certificate still current is
 * an earlier round's to lapse, not this round's to remind: which job runs first that day must not
 * decide it. The reminders and the desk's round view count the same people.
 */
export function mustRenewFor(round: { year: string; startsOn: string }) {
  const c = practisingCertificates;
  return sql`select ${c.practitionerId} as practitioner_id, ${c.status} as status
    from ${c}
    where ${c.year} <> ${round.year} and ${c.endsOn} < ${round.startsOn}::date
      and ${c.endsOn} + 1 >= ${round.startsOn}::date
      and ${c.endsOn} = (select max(latest.ends_on) from ${c} latest
                         where latest.practitioner_id = ${c.practitionerId}
                           and latest.year <> ${round.year})`;
}

/**
 * Those who must renew for the round, with a current certificate, who hold none for it and have
 * not submitted its APC (a returned one is in progress again), and were not sent `step` yet –
 * with their account, to tell.
 */
export async function findDueForReminder(
  ex: Executor,
  round: { year: string; startsOn: string },
  step: string,
  apcFormType: string,
): Promise<ReminderRecipient[]> {
  const c = practisingCertificates;
  const rows = await executeRows<{
    practitioner_id: number;
    user_id: number;
    email: string;
    first_name: string | null;
  }>(
    ex,
    sql`select due.practitioner_id, ${users.id} as user_id,
          ${users.email} as email, ${users.firstName} as first_name
        from (${mustRenewFor(round)}) due
        join ${practitionerAccounts} on ${practitionerAccounts.practitionerId} = due.practitioner_id
        join ${users} on ${users.id} = ${practitionerAccounts.userId}
        where due.status = 'current'
          and not exists (select 1 from ${c} renewed where renewed.practitioner_id =
                          due.practitioner_id and renewed.year = ${round.year})
          and not exists (select 1 from ${forms} where ${forms.ownerId} = ${users.id}
                          and ${forms.formTypeCode} = ${apcFormType}
                          and ${forms.apcYear} = ${round.year} and ${forms.state} = 'completed')
          and not exists (select 1 from ${renewalReminders} sent
                          where sent.practitioner_id = due.practitioner_id
                            and sent.year = ${round.year} and sent.step = ${step})
        order by due.practitioner_id`,
  );
  return rows.map((r) => ({
    practitionerId: Number(r.practitioner_id),
    userId: Number(r.user_id),
    email: r.email,
    firstName: r.first_name,
  }));
}

/** Records a send; false when the step was recorded for them already (another run won). */
export async function recordReminder(
  ex: Executor,
  sent: { practitionerId: number; year: string; step: string; sentAt: Date },
): Promise<boolean> {
  const rows = await ex
    .insert(renewalReminders)
    .values(sent)
    .onConflictDoNothing()
    .returning({ step: renewalReminders.step });
  return rows.length === 1;
}
