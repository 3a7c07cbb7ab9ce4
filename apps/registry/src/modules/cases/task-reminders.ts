// Once a day (once per cluster, in the regulator's zone) each task due that day or overdue, and
// not done, is e-mailed about once: to the investigator working its case, else – nobody holds it
// – to every admin. The reminder is recorded on the task (one a task) and on the case's timeline,
// with its e-mails, in one transaction a task.
import { calendarDateAt, longDay } from "@portal/contract";
import { dailySlot, type JobRunner } from "../jobs/index.ts";
import { letterMail, registrarSignOff } from "../mail/index.ts";
import { findAdminEmails, findStaffEmails } from "../staff/index.ts";
import type { CaseDeps } from "./case-deps.ts";
import { findTasksDue, insertCaseEvent, markReminded } from "./timeline-store.ts";

export const CASE_TASK_REMINDERS_JOB = "cases:task-reminders";

type ReminderDeps = Pick<CaseDeps, "db" | "clock" | "timeZone" | "outbox"> & {
  /** The desk's address, for the link in the e-mail. */
  deskUrl: string;
};

/** The reminders due today; answers how many tasks were reminded of. */
export async function sendTaskReminders(deps: ReminderDeps): Promise<number> {
  const { db } = deps;
  const now = deps.clock();
  const today = calendarDateAt(now, deps.timeZone);
  const due = await findTasksDue(db, today);
  const claimants = await findStaffEmails(
    db,
    due.flatMap((t) => (t.claimedBy === null ? [] : [t.claimedBy])),
  );
  const admins = due.some((t) => t.claimedBy === null) ? await findAdminEmails(db) : [];
  let sent = 0;
  for (const task of due) {
    const claimant = task.claimedBy === null ? undefined : claimants.get(task.claimedBy);
    const to = claimant ? [claimant] : admins;
    if (to.length === 0) continue;
    const overdue = task.dueOn < today;
    const subject = `Case ${task.reference}: "${task.title}" is ${overdue ? "overdue" : "due today"}`;
    const lines = [
      `The task "${task.title}" on case ${task.reference} was due ${overdue ? "on" : "today,"} ${longDay(task.dueOn)} and is not done.`,
      `Open the case at ${deps.deskUrl}/cases/${task.reference}`,
      ...registrarSignOff,
    ];
    sent += await db.transaction(async (tx) => {
      if (!(await markReminded(tx, task.id, today))) return 0;
      for (const address of to) {
        await deps.outbox.enqueue(tx, letterMail({ to: address, name: undefined }, subject, lines));
      }
      await insertCaseEvent(tx, {
        caseId: task.caseId,
        at: now,
        staffId: null,
        kind: "task",
        text: `Reminder e-mailed to ${to.join(", ")}: "${task.title}" ${overdue ? "overdue since" : "due"} ${longDay(task.dueOn)}`,
        detail: { taskId: task.id },
      });
      return 1;
    });
  }
  return sent;
}

/** The reminders as daily work of the job runner, in the regulator's time zone. */
export function scheduleTaskReminders(jobs: JobRunner, deps: ReminderDeps) {
  jobs.handle(CASE_TASK_REMINDERS_JOB, {
    run: async () => {
      await sendTaskReminders(deps);
    },
  });
  jobs.schedule(CASE_TASK_REMINDERS_JOB, dailySlot(deps.timeZone));
}
