// Renewal reminders: once a day (once per cluster) the open round's step due today goes to each
// practitioner who has to renew and has not submitted – an e-mail through the outbox, recorded
// so that a step reaches a practitioner once. On the dashboard the certificate's banner says the
// same every visit (deadline, grace, what follows), rather than a one-off message that would
// take the place of the sign-in's. A submitted renewal stops them; a returned one (in progress
// again) brings them back with the step due then.
import { addDays, calendarDateAt } from "@portal/contract";
import type { Db } from "../../db/client.ts";
import { dailySlot, type JobRunner } from "../jobs/index.ts";
import { letterMail, type Outbox } from "../mail/index.ts";
import { findOpenRound } from "../rounds/index.ts";
import type { Clock } from "../sessions/index.ts";
import { certificateTexts } from "./certificate-texts.ts";
import { dueStep } from "./reminder-steps.ts";
import { findDueForReminder, recordReminder } from "./reminders-store.ts";
import { APC_FORM_TYPE } from "./service.ts";

export const REMINDERS_JOB = "certificates:reminders";

export interface ReminderDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  outbox: Outbox;
  portalUrl: string;
}

/** Sends today's step of the open round to those it is due to; answers how many. */
export async function sendReminders(deps: ReminderDeps): Promise<number> {
  const now = deps.clock();
  const today = calendarDateAt(now, deps.timeZone);
  const round = await findOpenRound(deps.db, today);
  const step = round && dueStep(round, today);
  if (!round || !step) return 0;
  const text = certificateTexts.reminder(step.stage, {
    year: round.year,
    renewBy: round.deadline,
    graceEnds: addDays(round.deadline, round.graceDays),
    portalUrl: deps.portalUrl,
  });
  let sent = 0;
  for (const to of await findDueForReminder(deps.db, round, step.step, APC_FORM_TYPE)) {
    const wrote = await deps.db.transaction(async (tx) => {
      const sent = { practitionerId: to.practitionerId, year: round.year, step: step.step };
      if (!(await recordReminder(tx, { ...sent, sentAt: now }))) return false;
      const recipient = { to: to.email, name: to.firstName ?? undefined };
      const mail = letterMail(recipient, text.subject, text.lines, [deps.portalUrl]);
      await deps.outbox.enqueue(tx, mail);
      return true;
    });
    if (wrote) sent += 1;
  }
  return sent;
}

/** The reminders as daily work of the job runner, in the regulator's time zone. */
export function scheduleReminders(jobs: JobRunner, deps: ReminderDeps) {
  jobs.handle(REMINDERS_JOB, {
    run: async () => {
      await sendReminders(deps);
    },
  });
  jobs.schedule(REMINDERS_JOB, dailySlot(deps.timeZone));
}
