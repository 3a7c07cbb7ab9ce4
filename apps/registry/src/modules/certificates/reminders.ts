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
import { findOpenRound, type PractisingRound } from "../rounds/index.ts";
import type { Clock } from "../sessions/index.ts";
import { certificateTexts } from "./certificate-texts.ts";
import { dueStep, type ReminderStage } from "./reminder-steps.ts";
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
  let sent = 0;
  for (const to of await findDueForReminder(deps.db, round, step.step, APC_FORM_TYPE)) {
    const wrote = await deps.db.transaction(async (tx) => {
      const sent = { practitionerId: to.practitionerId, year: round.year, step: step.step };
      if (!(await recordReminder(tx, { ...sent, sentAt: now }))) return false;
      await deps.outbox.enqueue(tx, reminderMail(round, step.stage, to, deps.portalUrl));
      return true;
    });
    if (wrote) sent += 1;
  }
  return sent;
}

/** The reminder of `stage` in `round` as an e-mail to `to` (the schedule's or the desk's). */
export function reminderMail(
  round: Pick<PractisingRound, "year" | "deadline" | "graceDays">,
  stage: ReminderStage,
  to: { email: string; firstName: string | null },
  portalUrl: string,
) {
  const text = certificateTexts.reminder(stage, {
    year: round.year,
    renewBy: round.deadline,
    graceEnds: addDays(round.deadline, round.graceDays),
    portalUrl,
  });
  const recipient = { to: to.email, name: to.firstName ?? undefined };
  return letterMail(recipient, text.subject, text.lines, [portalUrl]);
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
