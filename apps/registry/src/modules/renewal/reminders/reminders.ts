// Renewal reminders: once a day (once per cluster) the open round's step due today goes to each
// practitioner who has to renew and has not submitted – an e-mail through the outbox, recorded
// so that a step reaches a practitioner once. On the dashboard the certificate's banner says the
// same every visit (deadline, grace, what follows), rather than a one-off message that would
// take the place of the sign-in's. A submitted renewal stops them; a returned one (in progress
// again) brings them back with the step due then. Those without a portal account are reminded
// at the register's e-mail with a one-time link to make one (modules/activation); those with
// neither account nor register e-mail cannot be told, and are counted.
import { addDays, calendarDateAt } from "@portal/contract";
import type { Clock } from "../../../core/clock.ts";
import type { Db, Executor } from "../../../db/client.ts";
import { registerLetterMail, sendLettersInBatches } from "../../activation/index.ts";
import { dailySlot, type JobRunner } from "../../jobs/index.ts";
import type { Outbox } from "../../mail/index.ts";
import type { LetterTo } from "../../register/index.ts";
import { APC_FORM_TYPE, findOpenRound, type PractisingRound } from "../rounds/index.ts";
import { dueStep, type ReminderStage } from "./reminder-steps.ts";
import { reminderText } from "./reminder-texts.ts";
import { findDueForReminder, recordReminder } from "./reminders-store.ts";

// Named when the reminders were the certificates' own: jobs already written carry this name.
export const REMINDERS_JOB = "certificates:reminders";

export interface ReminderDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  outbox: Outbox;
  portalUrl: string;
  /** The instance stopping: the reminders end between batches, the rest left to the next run. */
  stopping?: AbortSignal | undefined;
}

/** Today's step: how many were sent it, and how many could not be (no e-mail anywhere). */
export interface RemindersSent {
  sent: number;
  noEmail: number;
}

/** Sends today's step of the open round to those it is due to; answers how many. */
export async function sendReminders(deps: ReminderDeps): Promise<RemindersSent> {
  const now = deps.clock();
  const today = calendarDateAt(now, deps.timeZone);
  const round = await findOpenRound(deps.db, today);
  const step = round && dueStep(round, today);
  const counted: RemindersSent = { sent: 0, noEmail: 0 };
  if (!round || !step) return counted;
  const due = await findDueForReminder(deps.db, round, step.step, APC_FORM_TYPE);
  const reachable = due.filter((to) => to.email !== "");
  // Not recorded: given a register e-mail later, they get the step due then.
  counted.noEmail = due.length - reachable.length;
  counted.sent = await sendLettersInBatches(deps, reachable, {
    record: (tx, to) =>
      recordReminder(tx, {
        practitionerId: to.practitionerId,
        year: round.year,
        step: step.step,
        sentAt: now,
      }),
    mail: (tx, to) => reminderFor(tx, deps, { round, stage: step.stage, to }),
  });
  return counted;
}

/**
 * The reminder of `stage` in `round` as an e-mail to `to` (the schedule's or the desk's): one
 * without an account gets, in `ex`, an activation link to make theirs.
 */
export async function reminderFor(
  ex: Executor,
  deps: Pick<ReminderDeps, "clock" | "timeZone" | "portalUrl">,
  r: {
    round: Pick<PractisingRound, "year" | "deadline" | "graceDays">;
    stage: ReminderStage;
    to: LetterTo;
  },
) {
  const { round, to, stage } = r;
  const graceEnds = addDays(round.deadline, round.graceDays);
  return registerLetterMail(
    ex,
    { ...deps, now: deps.clock() },
    {
      to,
      linkFor: graceEnds,
      text: (activation) =>
        reminderText(stage, {
          year: round.year,
          renewBy: round.deadline,
          graceEnds,
          portalUrl: deps.portalUrl,
          activation,
        }),
    },
  );
}

/** The reminders as daily work of the job runner, in the regulator's time zone. */
export function scheduleReminders(jobs: JobRunner, deps: ReminderDeps) {
  jobs.handle(REMINDERS_JOB, {
    run: async (_payload, _job, stopping) => {
      await sendReminders({ ...deps, stopping });
    },
  });
  jobs.schedule(REMINDERS_JOB, dailySlot(deps.timeZone));
}
