// The renewal season as the app runs it: the daily lapse and reminders on the job runner, and
// the rounds' desk routes (routes.ts). Apart from index.ts: they reach the mail, the register
// and the staff guard, whose imports lead back to the forms, which read rounds through index.ts.
import type { JobRunner } from "../jobs/index.ts";
import { type LapseDeps, scheduleLapse } from "./lapse/index.ts";
import { scheduleReminders } from "./reminders/index.ts";

export { createRoundView } from "./desk/index.ts";
export { LAPSE_JOB } from "./lapse/index.ts";
export { REMINDERS_JOB, sendReminders } from "./reminders/index.ts";
export { registerRenewalRoutes } from "./routes.ts";

export function scheduleRenewal(jobs: JobRunner, deps: LapseDeps) {
  scheduleLapse(jobs, deps);
  scheduleReminders(jobs, deps);
}
