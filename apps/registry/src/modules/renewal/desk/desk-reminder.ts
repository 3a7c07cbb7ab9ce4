// "Send a reminder now": a registrar reminds one practitioner who has not filed, in one
// transaction – the send recorded in renewal_reminders, the e-mail (the schedule's text of the
// stage due today) in the outbox, the staff audit with who sent it. Recorded as the step
// "desk-YYYY-MM-DD": apart from the schedule's steps, so a desk send never keeps a scheduled
// one from going, and once a day per practitioner – a second the same day is refused (409),
// as it would only repeat the first. One without an account is reminded at the register's
// e-mail with an activation link, as the schedule does (the same reminderFor).
import {
  calendarDateAt,
  notFiledStatuses,
  renewalStatusLabels,
  roundViewMessages,
  type SentReminder,
} from "@portal/contract";
import { ClientError } from "../../../http/client-error.ts";
import type { LapseDeps } from "../lapse/index.ts";
import { dueStep, recordReminder, reminderFor } from "../reminders/index.ts";
import { APC_FORM_TYPE } from "../rounds/index.ts";
import { nameOf, roundOrRefuse } from "./service.ts";
import { findRoundRow } from "./store.ts";

/** What the lapse is given: the database, the clock and zone, the outbox, the audit, the portal. */
export type DeskReminderDeps = Omit<LapseDeps, "notifyFollowers">;

export function createDeskReminder(deps: DeskReminderDeps) {
  return async function sendReminderNow(
    actor: { staffId: number },
    yearCode: string,
    practitionerId: number,
  ): Promise<SentReminder> {
    const { db } = deps;
    const round = await roundOrRefuse(db, yearCode);
    const row = await findRoundRow(db, round, APC_FORM_TYPE, practitionerId);
    if (!row) throw new ClientError(400, roundViewMessages.notDue);
    if (row.status === "expired") throw new ClientError(400, roundViewMessages.lapsed);
    if (!(notFiledStatuses as readonly string[]).includes(row.status)) {
      throw new ClientError(400, roundViewMessages.filed(renewalStatusLabels[row.status]));
    }
    const { email } = row;
    if (!email) throw new ClientError(400, roundViewMessages.noAccount);
    const at = deps.clock();
    const today = calendarDateAt(at, deps.timeZone);
    // Before the round opens its opening's text; in grace the grace's.
    const stage = dueStep(round, today)?.stage ?? "before";
    const step = `desk-${today}`;
    await db.transaction(async (tx) => {
      const sent = { practitionerId, year: round.year, step, sentAt: at };
      if (!(await recordReminder(tx, sent))) {
        throw new ClientError(409, roundViewMessages.sentToday);
      }
      const to = { practitionerId, userId: row.userId, email, firstName: row.firstName };
      await deps.outbox.enqueue(tx, await reminderFor(tx, deps, { round, stage, to }));
      // Last: the audit chain's lock is held from here to the commit (decision 030).
      await deps.audit.recordIn(tx, {
        at,
        staffId: actor.staffId,
        action: "renewal.reminder_sent",
        submissionId: null,
        after: {
          practitionerId,
          year: round.year,
          step,
          stage,
          status: row.status,
          activation: row.userId === null,
        },
      });
    });
    return {
      practitionerId,
      email,
      sentAt: at.toISOString(),
      message: roundViewMessages.sent(nameOf(row), email),
    };
  };
}
