// The job runner as the app loads it: e-mails and scheduled work, run once per cluster
// (decision 039), polling from the moment the app is ready.
import fp from "fastify-plugin";
import { createJobRunner, type JobRunner } from "./runner.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Tests move the clock and call its runDue() (no polling in tests). */
    jobs: JobRunner;
  }
}

export const jobsPlugin = fp<{ pollMs?: number }>(
  async (app, { pollMs }) => {
    const { db, clock } = app.core;
    const jobs = createJobRunner({ db, clock, log: app.log, pollMs });
    app.decorate("jobs", jobs);
    if (pollMs !== 0) app.addHook("onReady", async () => jobs.start());
  },
  { name: "jobs", dependencies: ["core"] },
);
