// The register and the renewal season, wired into the app: the peer search and the public
// register read the practitioner register, the desk edits it and decides submissions, and
// whoever follows a public record is told of each change the public sees; the practising
// certificates, and the renewal season (modules/renewal: its daily reminders and lapse, and the
// desk's rounds). buildApp (app.ts) calls it once the services every capability shares exist.
import type { FastifyInstance } from "fastify";
import type { Clock } from "./core/clock.ts";
import type { Db, Executor } from "./db/client.ts";
import type { AuditTrail } from "./modules/audit/index.ts";
import { registerStaffAuditRoutes } from "./modules/audit/staff-audit-routes.ts";
import {
  createCertificatesService,
  registerCertificateRoutes,
} from "./modules/certificates/index.ts";
import { createFollows, registerFollowRoutes } from "./modules/follows/index.ts";
import type { FormCatalogue } from "./modules/forms/definitions/load/form-catalogue.ts";
import type { FormCache } from "./modules/forms/form-cache.ts";
import type { JobRunner } from "./modules/jobs/index.ts";
import type { Outbox } from "./modules/mail/outbox.ts";
import {
  createPublicRegister,
  registerPublicRegisterRoutes,
} from "./modules/public-register/index.ts";
import {
  createConditions,
  createRegisterEdits,
  type RegisterEditEntry,
  registerRegisterRoutes,
} from "./modules/register/index.ts";
import { registerRenewalRoutes, scheduleRenewal } from "./modules/renewal/season.ts";
import { createReviewService, registerReviewRoutes } from "./modules/review/index.ts";
import { createSearchService, registerSearchRoutes } from "./modules/search/index.ts";

export interface RegisterAndRenewalDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  audit: AuditTrail;
  jobs: JobRunner;
  catalogue: FormCatalogue;
  formCache: FormCache | undefined;
  /** The portal's address as links in e-mails and certificates give it. */
  portalUrl: string;
  /** The service's own origin, where a follower's confirm and unsubscribe links lead. */
  apiOrigin: string;
  timeZone: string;
}

export function registerRegisterAndRenewal(app: FastifyInstance, deps: RegisterAndRenewalDeps) {
  const { db, clock, outbox, audit, jobs, catalogue, formCache, portalUrl, timeZone } = deps;
  const follows = createFollows({
    db,
    clock,
    outbox,
    portalUrl,
    apiOrigin: deps.apiOrigin,
    timeZone,
  });
  const { notifyFollowers } = follows;
  registerSearchRoutes(app, createSearchService({ db, clock, timeZone }));
  registerPublicRegisterRoutes(app, createPublicRegister({ db, clock, timeZone }));
  registerFollowRoutes(app, follows);
  const registerDeps = {
    db,
    clock,
    timeZone,
    recordStaffAction: (tx: Executor, at: Date, entry: RegisterEditEntry) =>
      audit.recordIn(tx, { ...entry, at }),
    notifyFollowers,
  };
  registerRegisterRoutes(app, createRegisterEdits(registerDeps), createConditions(registerDeps));
  app.decorate(
    "review",
    createReviewService({
      db,
      catalogue,
      clock,
      outbox,
      audit,
      portalUrl,
      timeZone,
      forgetForm: (token) => formCache?.forget(token),
      notifyFollowers,
    }),
  );
  // Practising certificates: the dashboard's status and PDF, the public check of a certificate's
  // code. The renewal season: the daily reminders and the lapse at the end of grace, and the
  // desk's rounds (the admins' list and form, each round's view with its reminder sent now).
  const renewal = { db, clock, timeZone, outbox, audit, portalUrl };
  registerCertificateRoutes(app, createCertificatesService(renewal));
  scheduleRenewal(jobs, { ...renewal, notifyFollowers });
  registerRenewalRoutes(app, renewal);
  // The desk's review calls, and the admins' staff audit trail, behind the staff guard.
  registerReviewRoutes(app, app.review, timeZone);
  registerStaffAuditRoutes(app, db, timeZone);
}
