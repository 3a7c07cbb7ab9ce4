// Renewal reminders, for the rest of the renewal room: the daily job, who must renew, and the
// reminder's step, mail and record, which the desk's "send a reminder now" uses too.
export { dueStep } from "./reminder-steps.ts";
export { howToRenew } from "./reminder-texts.ts";
export { REMINDERS_JOB, reminderFor, scheduleReminders, sendReminders } from "./reminders.ts";
export { mustRenewFor, recordReminder } from "./reminders-store.ts";
