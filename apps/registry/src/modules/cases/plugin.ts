// The desk's cases as the app loads them: the service (decorated as `app.cases` for tests and
// any module that needs it), its routes behind the staff guard's "cases" access, the daily
// reminders of tasks due on the job runner, and the practitioner's own call (a portal session)
// for what the desk released to them. An outcome changes the register through the
// register's own writes (`app.registerOfRecord`).
import fp from "fastify-plugin";
import { registerConcernsAboutMeRoute } from "./about-me-route.ts";
import { registerCaseRoutes } from "./routes.ts";
import { type CaseService, createCaseService } from "./service.ts";
import { registerCaseStageRoutes } from "./stage-routes.ts";
import { registerCaseStepRoutes } from "./step-routes.ts";
import { scheduleTaskReminders } from "./task-reminders.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The desk's cases; tests call them as the desk's routes do. */
    cases: CaseService;
  }
}

export const casesPlugin = fp(
  async (app) => {
    const { db, clock, config, audit } = app.core;
    const deps = {
      db,
      clock,
      timeZone: config.portal.timeZone,
      catalogue: app.forms.catalogue,
      outbox: app.outbox,
      audit,
      register: app.registerOfRecord,
    };
    const cases = createCaseService(deps);
    app.decorate("cases", cases);
    registerCaseRoutes(app, cases);
    registerCaseStepRoutes(app, cases);
    registerCaseStageRoutes(app, cases.stages);
    registerConcernsAboutMeRoute(app, deps);
    scheduleTaskReminders(app.jobs, {
      ...deps,
      deskUrl: `${config.publicUrl.replace(/\/+$/, "")}/desk`,
    });
  },
  {
    name: "cases",
    dependencies: ["core", "sessions", "jobs", "mail", "forms", "register", "staff"],
  },
);
