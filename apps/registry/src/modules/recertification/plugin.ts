// Recertification as the app loads it: the desk's cycles, the practitioner's progress counted
// from their CPD log, their development plan, whose goals the CPD form offers, the professional
// peers' confirmations, and the audit – its draws, letters on the job runner, evidence and
// outcomes – behind their routes; the same count shown on the APC's recertification page and
// checked against its declaration when the APC is submitted.
import { PLAN_GOAL_OPTIONS, RECERT_PROGRESS_PLACEHOLDER } from "@portal/contract";
import fp from "fastify-plugin";
import { APC_FORM_TYPE } from "../renewal/index.ts";
import type { SubmissionChecks } from "../review/index.ts";
import {
  createAuditDesk,
  createAuditDraws,
  createAuditPractitioner,
  registerAuditRoutes,
  scheduleAuditLetters,
  sendAuditLetters,
} from "./audit/index.ts";
import { createCycleDesk } from "./cycles.ts";
import { declarationCheck, progressInsert } from "./declaration.ts";
import { createPeerDesk } from "./peer-items.ts";
import { registerPeerRoutes } from "./peer-routes.ts";
import { createPlanDesk } from "./plan.ts";
import { registerPlanRoutes } from "./plan-routes.ts";
import { registerRecertificationRoutes } from "./routes.ts";

export interface RecertificationOptions {
  /** Where the review is told what to check of a submission (the composition root's). */
  submissionChecks: SubmissionChecks;
}

export const recertificationPlugin = fp<RecertificationOptions>(
  async (app, options) => {
    const { db, clock, config, audit, portalUrl } = app.core;
    const timeZone = config.portal.timeZone;
    const cycles = createCycleDesk({ db, clock, timeZone, audit });
    const progress = { db, clock, timeZone };
    registerRecertificationRoutes(app, cycles, progress);
    const peers = createPeerDesk({ db, clock, timeZone, audit });
    registerPeerRoutes(app, peers, progress);
    const plans = createPlanDesk(progress);
    registerPlanRoutes(app, plans);
    app.forms.ownerOptions.set(PLAN_GOAL_OPTIONS, (ownerId) => plans.goalOptions(ownerId));
    app.forms.inserts.set(RECERT_PROGRESS_PLACEHOLDER, progressInsert({ clock, timeZone }));
    options.submissionChecks.add(APC_FORM_TYPE, declarationCheck({ clock, timeZone }));
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
