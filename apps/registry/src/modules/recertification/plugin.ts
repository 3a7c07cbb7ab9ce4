// Recertification as the app loads it: the desk's cycles, the practitioner's progress, counted
// from their CPD log, and their development plan, whose goals the CPD form offers, behind
// their routes.

import { PLAN_GOAL_OPTIONS } from "@portal/contract";
import fp from "fastify-plugin";
import { createCycleDesk } from "./cycles.ts";
import { createPlanDesk } from "./plan.ts";
import { registerPlanRoutes } from "./plan-routes.ts";
import { registerRecertificationRoutes } from "./routes.ts";

export const recertificationPlugin = fp(
  async (app) => {
    const { db, clock, config, audit } = app.core;
    const timeZone = config.portal.timeZone;
    const cycles = createCycleDesk({ db, clock, timeZone, audit });
    const progress = { db, clock, timeZone };
    registerRecertificationRoutes(app, cycles, progress);
    const plans = createPlanDesk(progress);
    registerPlanRoutes(app, plans);
    app.forms.ownerOptions.set(PLAN_GOAL_OPTIONS, (ownerId) => plans.goalOptions(ownerId));
  },
  { name: "recertification", dependencies: ["core", "sessions", "forms", "register", "staff"] },
);
