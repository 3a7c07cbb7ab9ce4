// buildApp: the whole service as a Fastify instance — plugins, services and routes — without
// listening, so tests drive it with `app.inject` and main.ts adds only the socket.
import { parse as parseQueryString } from "node:querystring";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { closeConnectionsAsTheyFallIdle } from "./http/close-idle.ts";
import { errorHandler } from "./http/error-handler.ts";
import { frameworkErrorHandler } from "./http/framework-errors.ts";
import { registerNoStoreForApi } from "./http/no-store.ts";
import { registerOpenApi, registerOpenApiUi } from "./http/openapi.ts";
import { registerPortalStatic } from "./http/portal-static.ts";
import { postgresRateLimitStore } from "./http/rate-limit-store.ts";
import { registerRateLimits } from "./http/rate-limits.ts";
import { recordRouteTable } from "./http/route-table.ts";
import { createSecurityHeaders, registerSecurityHeaders } from "./http/security-headers.ts";
import { registerUnsafeTextGuard } from "./http/unsafe-text.ts";
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
import { BACKUP_KEY_FILE, registerBackupRoute } from "./modules/backup/index.ts";
import { type CaptchaVerifier, captchaOff } from "./modules/captcha/captcha.ts";
import { persistentSecret } from "./modules/captcha/create-captcha.ts";
import { createEmailLinkService } from "./modules/email-links/service.ts";
import { registerFileRoutes } from "./modules/files/routes.ts";
import { createFilesService } from "./modules/files/service.ts";
import { createFormCache, type FormCache } from "./modules/forms/form-cache.ts";
import { createPageLoader } from "./modules/forms/pages/load-page.ts";
import { createPageSaver } from "./modules/forms/pages/save-page.ts";
import { registerFormRoutes } from "./modules/forms/routes.ts";
import { createFormsService } from "./modules/forms/service.ts";
import { ensureFormTypes } from "./modules/forms/store.ts";
import { createMailer, type Mailer } from "./modules/mail/mailer.ts";
import {
  createMetrics,
  type Metrics,
  registerHttpMetrics,
  registerMetricsRoute,
} from "./modules/metrics/index.ts";
import {
  createReadiness,
  type Readiness,
  registerHealthRoutes,
} from "./modules/operations/index.ts";
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
import {
  createDashboardNotices,
  createFormReview,
  createReviewService,
  type ReviewService,
  registerReviewRoutes,
} from "./modules/review/index.ts";
import { registerSearchRoutes } from "./modules/search/routes.ts";
import { createSearchService } from "./modules/search/service.ts";
import { registerRequireSession } from "./modules/sessions/require-session.ts";
import { type Clock, createSessionService } from "./modules/sessions/service.ts";
import { registerStaff, STAFF_TOTP_KEY_FILE } from "./modules/staff/index.ts";
import { createTilesService } from "./modules/tiles/service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The registrar's desk services; their routes (modules/review) are behind the staff guard. */
    review: ReviewService;
  }
}

/** 1 MiB: enough for every JSON or form payload; form page saves (files) and renders raise it per route. */
export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Defaults to the wall clock; tests move it to expire sessions. */
  clock?: Clock;
  /** The login captcha; off unless given (main.ts chooses it from CAPTCHA). */
  captcha?: CaptchaVerifier;
  /** argon2id unless given; tests of many logins inject a cheap one. */
  passwords?: PasswordHasher;
  /** How many hashes run at once and wait (auth/hash-admission.ts); the defaults unless given. */
  hashAdmission?: HashAdmissionLimits;
  /** From config.mail unless given. */
  mailer?: Mailer;
  /** Per-address throttling of login, resetpassword, validate …; on unless false. */
  rateLimit?: boolean;
  /** Who takes payments; the sandbox unless given. */
  paymentProvider?: PaymentProvider;
  /** The form instance cache: PGlite gets one unless given (tests inspect it); PostgreSQL none. */
  formCache?: FormCache;
  /** The threads that make form PDFs; a pool with the default limits unless given. */
  pdfPool?: FormPdfPool;
  /** What GET /readyz reports; main.ts keeps it to say "shutting down" on SIGTERM. */
  readiness?: Readiness;
  /** Fastify's logger option; false (quiet) unless given. */
  logger?: FastifyServerOptions["logger"];
  /** The Prometheus series; fresh ones unless given (main.ts also serves them on METRICS_PORT). */
  metrics?: Metrics;
}

/**
 * Form bodies through Node's own querystring parser: a form page POST is one field holding
 * percent-encoded JSON, which it decodes with the engine's decodeURIComponent in half the time
 * of formbody's default (fast-querystring decodes character by character: 38 µs against 19 µs
 * for a 50-field page). No limit on keys, as before: the body limit bounds the work.
 */
const parseFormBody = (body: string) => parseQueryString(body, "&", "=", { maxKeys: 0 });

/**
 * TRUST_PROXY for Fastify: addresses as they are; a hop count as proxy-addr's function (the
 * nearest `hops` addresses are proxies), which Fastify's typings do not take as a number.
 */
function trustProxyOption(trust: AppConfig["trustProxy"]) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const securityHeaders = createSecurityHeaders(config.captcha.provider);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    frameworkErrors: frameworkErrorHandler(securityHeaders),
  });
  recordRouteTable(app);
  closeConnectionsAsTheyFallIdle(app);
  const metrics = options.metrics ?? createMetrics();
  registerHttpMetrics(app, metrics);
  app.addHook("onClose", metrics.observeDatabase(database));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  registerSecurityHeaders(app, securityHeaders);
  registerNoStoreForApi(app);
  registerUnsafeTextGuard(app);
  await app.register(formbody, { bodyLimit: BODY_LIMIT, parser: parseFormBody });
  await registerOpenApi(app);
  if (options.rateLimit !== false) {
    // Several instances may share a PostgreSQL: they count together there.
    const shared = database.driver === "postgres" ? postgresRateLimitStore(database.db) : undefined;
    await registerRateLimits(app, config.rateLimitScale, shared);
  }
  registerHealthRoutes(app, options.readiness ?? createReadiness(database));
  registerMetricsRoute(app, metrics, config.metricsToken);
  // `npm run backup` while the service runs: PGlite only, to the key kept beside its files.
  const backupKey =
    database.driver === "pglite" ? persistentSecret(config.dataDir, BACKUP_KEY_FILE) : undefined;
  registerBackupRoute(app, database, backupKey);

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
  const formCache = options.formCache ?? (singleProcess ? createFormCache() : undefined);
  // Served invoice pages carry a signed payment intent; the payment endpoint checks it.
  const paymentIntents = createPaymentIntents({
    key: config.paymentIntentKey ?? persistentSecret(config.dataDir, PAYMENT_INTENT_KEY_FILE),
    clock,
  });
  // The registrar's review of submitted forms, as the forms module sees it.
  const formReview = createFormReview({ db, clock, catalogue: config.forms });
  const formInstances = {
    db,
    cache: formCache,
    catalogue: config.forms,
    registrationFormType: config.portal.registrationFormType ?? DEFAULT_REGISTRATION_FORM_TYPE,
    paymentIntents,
    review: formReview,
  };
  const loadPage = createPageLoader(formInstances);
  const forms = createFormsService({ ...formInstances, clock, loadPage, audit });
  const tiles = createTilesService({ db, forms });
  const captcha = options.captcha ?? captchaOff;
  const mailer =
    options.mailer ??
    createMailer({
      settings: config.mail,
      dataDir: config.dataDir,
      log: app.log,
      metrics: metrics.mail,
    });
  app.addHook("onClose", () => mailer.close());
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
  registerAccounts(app, {
    config,
    db,
    clock,
    sessions,
    tiles,
    captcha,
    passwords,
    mailer,
    links,
    audit,
    metrics: metrics.signIns,
    // A registrar's decision shows on the applicant's dashboard once.
    notices: createDashboardNotices({ db, clock }),
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

  // Forms. Every definition gets its form type row (a registration needs one).
  await ensureFormTypes(
    db,
    [...config.forms.values()].map((form) => ({ code: form.code, name: form.name })),
  );
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
    catalogue: config.forms,
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
  // The practitioner register.
  registerSearchRoutes(app, createSearchService({ db }));
  app.decorate(
    "review",
    createReviewService({
      db,
      catalogue: config.forms,
      clock,
      mailer,
      portalUrl: config.publicUrl.replace(/\/+$/, "") + config.portal.basename.replace(/\/+$/, ""),
      timeZone: config.portal.timeZone,
      forgetForm: (token) => formCache?.forget(token),
    }),
  );
  // The desk's review, register editing and staff audit calls, behind the staff guard.
  registerReviewRoutes(app, app.review, config.portal.timeZone);

  await registerOpenApiUi(app);
  await registerPortalStatic(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
