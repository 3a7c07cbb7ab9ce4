// Recertification as the app loads it: the desk's cycles, the practitioner's progress counted
// from their CPD log, their development plan, whose goals the CPD form offers, and the audit –
// its draws, letters on the job runner, evidence and outcomes – behind their routes.
import { PLAN_GOAL_OPTIONS } from "@portal/contract";
import fp from "fastify-plugin";
import {
  createAuditDesk,
  createAuditDraws,
  createAuditPractitioner,
  registerAuditRoutes,
  scheduleAuditLetters,
  sendAuditLetters,
} from "./audit/index.ts";
import { createCycleDesk } from "./cycles.ts";
import { createPlanDesk } from "./plan.ts";
import { registerPlanRoutes } from "./plan-routes.ts";
import { registerRecertificationRoutes } from "./routes.ts";

export const recertificationPlugin = fp(
  async (app) => {
    const { db, clock, config, audit, portalUrl } = app.core;
    const timeZone = config.portal.timeZone;
    const cycles = createCycleDesk({ db, clock, timeZone, audit });
    const progress = { db, clock, timeZone };
    registerRecertificationRoutes(app, cycles, progress);
    const plans = createPlanDesk(progress);
    registerPlanRoutes(app, plans);
    app.forms.ownerOptions.set(PLAN_GOAL_OPTIONS, (ownerId) => plans.goalOptions(ownerId));
    const letters = { db, clock, timeZone, outbox: app.outbox, portalUrl };
    scheduleAuditLetters(app.jobs, letters);
    registerAuditRoutes(app, {
      draws: createAuditDraws({ db, clock, timeZone, audit }),
      desk: createAuditDesk({ db, clock, timeZone, audit }),
      practitioner: createAuditPractitioner({ db, clock }),
      sendLetters: () => sendAuditLetters(letters),
    });
  },
  {
    name: "recertification",
    dependencies: ["core", "sessions", "forms", "register", "staff", "jobs", "mail"],
  },
);
