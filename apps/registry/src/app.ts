// buildApp: the whole service as a Fastify instance — plugins, services and routes — without
// listening, so tests drive it with `app.inject` and main.ts adds only the socket. The edge
// every request passes first is app-edge.ts; then the core every module reads (core/app-core.ts),
// then each module as the plugin its plugin.ts exports, in the order their services are needed.
import { buildAppEdge, type EdgeOptions } from "./app-edge.ts";
import { appCore } from "./core/app-core.ts";
import type { Clock } from "./core/clock.ts";
import { registerOpenApiUi } from "./http/openapi.ts";
import { registerPortalStatic } from "./http/portal-static.ts";
import { activationPlugin } from "./modules/activation/plugin.ts";
import { addressesPlugin } from "./modules/addresses/plugin.ts";
import { auditPlugin } from "./modules/audit/plugin.ts";
import type { HashAdmissionLimits, PasswordHasher } from "./modules/auth/index.ts";
import { admitHashes, argon2Hasher, defaultHashAdmission } from "./modules/auth/index.ts";
import { authPlugin } from "./modules/auth/plugin.ts";
import { type CaptchaVerifier, captchaOff } from "./modules/captcha/index.ts";
import { casesPlugin } from "./modules/cases/plugin.ts";
import { certificatesPlugin } from "./modules/certificates/plugin.ts";
import { concernsPlugin } from "./modules/concerns/plugin.ts";
import { emailLinksPlugin } from "./modules/email-links/plugin.ts";
import { filesPlugin } from "./modules/files/plugin.ts";
import { followsPlugin } from "./modules/follows/plugin.ts";
import type { FormCache } from "./modules/forms/index.ts";
import { formsPlugin } from "./modules/forms/plugin.ts";
import { jobsPlugin } from "./modules/jobs/plugin.ts";
import type { Mailer } from "./modules/mail/index.ts";
import { mailPlugin } from "./modules/mail/plugin.ts";
import { optionsPlugin } from "./modules/options/plugin.ts";
import { hasApprovedPayment, type PaymentProvider } from "./modules/payments/index.ts";
import { paymentsPlugin } from "./modules/payments/plugin.ts";
import { portalConfigPlugin } from "./modules/portal-config/plugin.ts";
import { publicRegisterPlugin } from "./modules/public-register/plugin.ts";
import { recertificationPlugin } from "./modules/recertification/plugin.ts";
import { registerPlugin } from "./modules/register/plugin.ts";
import { registrationPlugin } from "./modules/registration/plugin.ts";
import type { FormPdfPool } from "./modules/render/index.ts";
import { renderPlugin } from "./modules/render/plugin.ts";
import { renewalPlugin } from "./modules/renewal/plugin.ts";
import { createFormReview, createSubmissionChecks } from "./modules/review/index.ts";
import { reviewPlugin } from "./modules/review/plugin.ts";
import { searchPlugin } from "./modules/search/plugin.ts";
import { sessionsPlugin } from "./modules/sessions/plugin.ts";
import { staffPlugin } from "./modules/staff/plugin.ts";
import { tilesPlugin } from "./modules/tiles/plugin.ts";
import { verifiedIdentityPlugin } from "./modules/verified-identity/plugin.ts";

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
  await app.register(appCore, {
    db: database.db,
    clock: options.clock ?? (() => new Date()),
    config,
    metrics,
    singleProcess: database.driver === "pglite",
    captcha: options.captcha ?? captchaOff,
    passwords: admitHashes(
      options.passwords ?? argon2Hasher,
      options.hashAdmission ?? defaultHashAdmission(),
    ),
  });
  // What every capability shares: sessions, scheduled work and the outbox, e-mailed links.
  await app.register(sessionsPlugin);
  await app.register(jobsPlugin, { pollMs: options.jobPollMs });
  await app.register(mailPlugin, { mailer: options.mailer });
  await app.register(emailLinksPlugin);
  // Forms, and what the portal's dashboard and accounts build on them. The forms module's
  // seams are filled here, or by the module owning a form type's completion, so it imports
  // neither the review, the registration, the concerns nor payments. What a submission is
  // checked for as it enters the review is said by the modules that know (recertification).
  const submissionChecks = createSubmissionChecks();
  await app.register(formsPlugin, {
    review: (deps) => createFormReview({ ...deps, checks: submissionChecks }),
    paid: hasApprovedPayment,
    cache: options.formCache,
  });
  await app.register(registrationPlugin);
  await app.register(tilesPlugin);
  await app.register(authPlugin);
  await app.register(activationPlugin);
  await app.register(verifiedIdentityPlugin);
  await app.register(portalConfigPlugin);
  await app.register(optionsPlugin);
  await app.register(filesPlugin);
  await app.register(addressesPlugin);
  await app.register(renderPlugin, { pool: options.pdfPool });
  await app.register(paymentsPlugin, { provider: options.paymentProvider });
  // The registrar's desk (its guard first), the register of record and what follows from it,
  // and the investigators' cases, whose outcomes change the register.
  await app.register(staffPlugin);
  await app.register(searchPlugin);
  await app.register(publicRegisterPlugin);
  await app.register(followsPlugin);
  await app.register(concernsPlugin);
  await app.register(registerPlugin);
  await app.register(reviewPlugin);
  await app.register(casesPlugin);
  await app.register(certificatesPlugin);
  await app.register(renewalPlugin);
  await app.register(recertificationPlugin, { submissionChecks });
  await app.register(auditPlugin);

  await registerOpenApiUi(app);
  await registerPortalStatic(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
