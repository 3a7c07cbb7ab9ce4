// Recertification as the app loads it: the desk's cycles, the practitioner's progress counted
// from their CPD log, and the audit – its draws, letters on the job runner, evidence and
// outcomes – behind their routes.
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
import { registerRecertificationRoutes } from "./routes.ts";

export const recertificationPlugin = fp(
  async (app) => {
    const { db, clock, config, audit, portalUrl } = app.core;
    const timeZone = config.portal.timeZone;
    const cycles = createCycleDesk({ db, clock, timeZone, audit });
    registerRecertificationRoutes(app, cycles, { db, clock, timeZone });
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
