// buildApp: the whole service as a Fastify instance — plugins, services and routes — without
// listening, so tests drive it with `app.inject` and main.ts adds only the socket. The edge
// every request passes first is app-edge.ts.
import { calendarDateAt } from "@portal/contract";
import { registerRegisterAndRenewal } from "./app-register-and-renewal.ts";
import type { Clock } from "./core/clock.ts";
import { registerOpenApiUi } from "./http/openapi.ts";
import { registerPortalStatic } from "./http/portal-static.ts";
import { registerActivationRoutes } from "./modules/activation/index.ts";
import { demoAddresses } from "./modules/addresses/demo-addresses.ts";
import { registerAddressRoutes } from "./modules/addresses/routes.ts";
import { createAuditTrail } from "./modules/audit/index.ts";
import {
  admitHashes,
  defaultHashAdmission,
  type HashAdmissionLimits,
} from "./modules/auth/hash-admission.ts";
import { argon2Hasher, type PasswordHasher } from "./modules/auth/password.ts";
import { registerAccounts } from "./modules/auth/register-accounts.ts";
import { type CaptchaVerifier, captchaOff } from "./modules/captcha/captcha.ts";
import { persistentSecret } from "./modules/captcha/create-captcha.ts";
import { createEmailLinkService } from "./modules/email-links/service.ts";
import { registerFileRoutes } from "./modules/files/routes.ts";
import { createFilesService } from "./modules/files/service.ts";
import { roundReader } from "./modules/forms/definitions/load/round-definitions.ts";
import { createFormCache, type FormCache } from "./modules/forms/form-cache.ts";
import { createPageLoader } from "./modules/forms/pages/load-page.ts";
import { createPageSaver } from "./modules/forms/pages/save-page.ts";
import { registerFormRoutes } from "./modules/forms/routes.ts";
import { createFormsService } from "./modules/forms/service.ts";
import { registerFormVersions } from "./modules/forms/versions/form-versions.ts";
import { createJobRunner, type JobRunner } from "./modules/jobs/index.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import { createOutbox } from "./modules/mail/outbox.ts";
import { createDashboardNotices } from "./modules/notices/index.ts";
import { registerOptionRoutes } from "./modules/options/routes.ts";
import { hasApprovedPayment } from "./modules/payments/index.ts";
import { createPaymentIntents, PAYMENT_INTENT_KEY_FILE } from "./modules/payments/intent.ts";
import type { PaymentProvider } from "./modules/payments/provider.ts";
import { sandboxProvider } from "./modules/payments/provider.ts";
import { registerPaymentRoutes } from "./modules/payments/routes.ts";
import { createPaymentService } from "./modules/payments/service.ts";
import { DEFAULT_REGISTRATION_FORM_TYPE } from "./modules/portal-config/load-portal-config.ts";
import { registerPortalConfigRoutes } from "./modules/portal-config/routes.ts";
import { createRegistration } from "./modules/registration/index.ts";
import { createFormPdfPool, type FormPdfPool } from "./modules/render/form-pdf-pool.ts";
import { registerRenderRoutes } from "./modules/render/routes.ts";
import { createRenderService } from "./modules/render/service.ts";
import { createFormReview, type ReviewService } from "./modules/review/index.ts";
import { registerRequireSession } from "./modules/sessions/require-session.ts";
import { createSessionService } from "./modules/sessions/service.ts";
import { registerStaff, STAFF_TOTP_KEY_FILE } from "./modules/staff/index.ts";
import { createTilesService } from "./modules/tiles/service.ts";
import { portalBaseUrl } from "./portal-url.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The registrar's desk services; their routes (modules/review) are behind the staff guard. */
    review: ReviewService;
    /** The job runner: tests move the clock and call its runDue() (no polling in tests). */
    jobs: JobRunner;
  }
}

import { buildAppEdge, type EdgeOptions } from "./app-edge.ts";

export { BODY_LIMIT } from "./app-edge.ts";

export interface AppOptions extends EdgeOptions {
  /** Defaults to the wall clock; tests move it to expire sessions. */
  clock?: Clock;
  /** The login captcha; off unless given (main.ts chooses it from CAPTCHA). */
  captcha?: CaptchaVerifier;
  /** argon2id unless given; tests of many logins inject a cheap one. */
  passwords?: PasswordHasher;
  /** How many hashes run at once and wait (auth/hash-admission.ts); the defaults unless given. */
  hashAdmission?: HashAdmissionLimits;
  /** Delivers the outbox's e-mails; from config.mail unless given. */
  mailer?: Mailer;
  /** How often the job runner looks for due jobs (its default unless given); 0: never. */
  jobPollMs?: number;
  /** Who takes payments; the sandbox unless given. */
  paymentProvider?: PaymentProvider;
  /** The form instance cache: PGlite gets one unless given (tests inspect it); PostgreSQL none. */
  formCache?: FormCache;
  /** The threads that make form PDFs; a pool with the default limits unless given. */
  pdfPool?: FormPdfPool;
}

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const { app, metrics } = await buildAppEdge(options);
  const clock = options.clock ?? (() => new Date());
  const db = database.db;
  // Operators' record of sign-ins, password and session changes, forms, payments, downloads.
  const audit = createAuditTrail({ db, clock, log: app.log });
  // Embedded PGlite has no other client than this process, so what it caches stays true.
  const singleProcess = database.driver === "pglite";
  const sessions = createSessionService({
    db,
    clock,
    timeoutSeconds: config.portal.timeout,
    cacheSessions: singleProcess,
  });
  // Each form is read with the definition version it was created on (decision 037).
  // A form filed for a practising round reads its year, dates and fee from its round.
  const today = () => calendarDateAt(clock(), config.portal.timeZone);
  const catalogue = await registerFormVersions(db, config.forms, roundReader(db, today));
  const formCache = options.formCache ?? (singleProcess ? createFormCache() : undefined);
  // Served invoice pages carry a signed payment intent; the payment endpoint checks it.
  const paymentIntents = createPaymentIntents({
    key: config.paymentIntentKey ?? persistentSecret(config.dataDir, PAYMENT_INTENT_KEY_FILE),
    clock,
  });
  // The registrar's review of submitted forms, as the forms module sees it.
  const formReview = createFormReview({ db, clock, catalogue });
  const formInstances = {
    db,
    cache: formCache,
    catalogue,
    registrationFormType: config.portal.registrationFormType ?? DEFAULT_REGISTRATION_FORM_TYPE,
    paymentIntents,
    review: formReview,
  };
  const loadPage = createPageLoader(formInstances);
  const forms = createFormsService({
    ...formInstances,
    clock,
    loadPage,
    audit,
    timeZone: config.portal.timeZone,
  });
  const tiles = createTilesService({ db, forms });
  const captcha = options.captcha ?? captchaOff;
  // E-mails and scheduled work, run once per cluster (decision 039).
  const jobs = createJobRunner({ db, clock, log: app.log, pollMs: options.jobPollMs });
  app.decorate("jobs", jobs);
  const mailer =
    options.mailer ??
    createMailer({ settings: config.mail, dataDir: config.dataDir, log: app.log });
  const outbox = createOutbox({ db, jobs, mailer, metrics: metrics.mail });
  outbox.pruneDaily({ clock, timeZone: config.portal.timeZone });
  app.addHook("onClose", metrics.mail.observeOutbox(outbox.counts));
  if (options.jobPollMs !== 0) app.addHook("onReady", async () => jobs.start());
  // Polling stops, and the deliveries under way end, before the transport closes.
  app.addHook("onClose", async () => {
    await jobs.stop();
    await mailer.close();
  });
  const links = createEmailLinkService({
    db,
    clock,
    publicUrl: config.publicUrl,
    basename: config.portal.basename,
  });

  const passwords = admitHashes(
    options.passwords ?? argon2Hasher,
    options.hashAdmission ?? defaultHashAdmission(),
  );
  registerRequireSession(app, sessions);
  const auth = registerAccounts(app, {
    config,
    db,
    clock,
    sessions,
    tiles,
    captcha,
    passwords,
    outbox,
    links,
    audit,
    metrics: metrics.signIns,
    // A registrar's decision shows on the applicant's dashboard once.
    notices: createDashboardNotices({ db, clock }),
  });
  registerActivationRoutes(app, {
    db,
    clock,
    sessions,
    passwords,
    auth,
    audit,
    passwordMinLength: config.passwordMinLength,
  });
  // The registrar's desk: staff accounts, their sign-in and the guard of /desk/api/v1/.
  registerStaff(app, {
    db,
    clock,
    passwords,
    captcha,
    audit,
    publicUrl: config.publicUrl,
    totpKey: config.staffTotpKey ?? persistentSecret(config.dataDir, STAFF_TOTP_KEY_FILE),
    issuer: config.portal.title,
    passwordMinLength: config.passwordMinLength,
  });
  // The portal renders the captcha actually in use.
  registerPortalConfigRoutes(app, { ...config.portal, captcha: captcha.publicConfig });

  // Forms.
  const savePage = createPageSaver({
    ...formInstances,
    clock,
    passwordMinLength: config.passwordMinLength,
    passwords,
    // A registration's completion makes its account.
    completion: createRegistration({ db }),
    paid: (formId) => hasApprovedPayment(db, formId),
    audit,
    metrics: metrics.pageSaves,
  });
  registerFormRoutes(app, { pages: { load: loadPage, save: savePage }, forms });
  registerOptionRoutes(app);
  registerFileRoutes(app, createFilesService({ db, sessions, audit }));
  registerAddressRoutes(app, demoAddresses);
  // Process pages: the form PDF.
  const pdfPool = options.pdfPool ?? createFormPdfPool();
  app.addHook("onClose", () => pdfPool.close());
  registerRenderRoutes(app, {
    service: createRenderService({ db, pool: pdfPool, metrics: metrics.pdfRenders }),
    sessions,
  });
  // Payments: the sandbox provider unless another is given.
  const payments = createPaymentService({
    db,
    catalogue,
    provider: options.paymentProvider ?? sandboxProvider,
    clock,
    intents: paymentIntents,
    publicOrigin: new URL(config.publicUrl).origin,
    timeZone: config.portal.timeZone,
    onFormCompleted: (token) => formCache?.forget(token),
    review: formReview,
    audit,
    metrics: metrics.payments,
  });
  registerPaymentRoutes(app, { service: payments });
  registerRegisterAndRenewal(app, {
    db,
    clock,
    outbox,
    audit,
    jobs,
    catalogue,
    formCache,
    portalUrl: portalBaseUrl(config.publicUrl, config.portal.basename),
    apiOrigin: new URL(config.publicUrl).origin,
    timeZone: config.portal.timeZone,
  });

  await registerOpenApiUi(app);
  await registerPortalStatic(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
