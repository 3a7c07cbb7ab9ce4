// The renewal season as the app runs it: the daily lapse and reminders on the job runner, and
// the rounds' desk routes (the admins' list and form, each round's view with its reminder sent
// now). Apart from index.ts: they reach the mail, the register and the staff guard, whose
// imports lead back to the forms, which read rounds through index.ts.
import fp from "fastify-plugin";
import { scheduleLapse } from "./lapse/index.ts";
import { scheduleReminders } from "./reminders/index.ts";
import { registerRenewalRoutes } from "./routes.ts";

export { createRoundView } from "./desk/index.ts";
export { LAPSE_JOB } from "./lapse/index.ts";
export { REMINDERS_JOB, sendReminders } from "./reminders/index.ts";

export const renewalPlugin = fp(
  async (app) => {
    const { db, clock, config, audit, portalUrl } = app.core;
    const season = {
      db,
      clock,
      timeZone: config.portal.timeZone,
      outbox: app.outbox,
      audit,
      portalUrl,
    };
    const lapse = { ...season, notifyFollowers: app.follows.notifyFollowers };
    scheduleLapse(app.jobs, lapse);
    scheduleReminders(app.jobs, lapse);
    registerRenewalRoutes(app, season);
  },
  { name: "renewal", dependencies: ["core", "jobs", "mail", "follows", "staff"] },
);
