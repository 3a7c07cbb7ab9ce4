// SQL of renewal reminders: who a round's step is due to, and the record of each send.
import { sql } from "drizzle-orm";
import { type Executor, executeRows } from "../../../db/client.ts";
import { forms, renewalReminders } from "../../../db/schema.ts";
import {
  heldUntilPeriod,
  holdersOfYear,
  type LetterTo,
  type LetterToRow,
  lettersTo,
  letterToOf,
} from "../../register/index.ts";

/** The account's e-mail, else the register's private contact e-mail; "" when neither. */
export type ReminderRecipient = LetterTo;

/**
 * Who must renew for `round`, once each: practitioners whose latest certificate before the
 * round's year ended the day before the round starts (current, or expired by this round's lapse)
 * – as rows (practitioner_id, status) of that certificate, read from the register. An older
 * certificate still current is an earlier round's to lapse, not this round's to remind: which
 * job runs first that day must not decide it. The reminders and the desk's round view count the
 * same people.
 */
export const mustRenewFor = (round: { year: string; startsOn: string }) => heldUntilPeriod(round);

/**
 * Those who must renew for the round, with a current certificate, who hold none for it and have
 * not submitted its APC (a returned one is in progress again), and were not sent `step` yet –
 * with their account's e-mail, else the register's (those with neither too, e-mail "", for the
 * caller to count).
 */
export async function findDueForReminder(
  ex: Executor,
  round: { year: string; startsOn: string },
  step: string,
  apcFormType: string,
): Promise<ReminderRecipient[]> {
  const rows = await executeRows<LetterToRow>(
    ex,
    sql`select account.*
        from (${mustRenewFor(round)}) due
        join (${lettersTo}) account on account.practitioner_id = due.practitioner_id
        where due.status = 'current'
          and not exists (select 1 from (${holdersOfYear(round.year)}) renewed
                          where renewed.practitioner_id = due.practitioner_id)
          and not exists (select 1 from ${forms} where ${forms.ownerId} = account.user_id
                          and ${forms.formTypeCode} = ${apcFormType}
                          and ${forms.apcYear} = ${round.year} and ${forms.state} = 'completed')
          and not exists (select 1 from ${renewalReminders} sent
                          where sent.practitioner_id = due.practitioner_id
                            and sent.year = ${round.year} and sent.step = ${step})
        order by due.practitioner_id`,
  );
  return rows.map(letterToOf);
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
