// The service's configuration, read once from the environment at start (DESIGN §4). Anything
// invalid throws a ConfigError whose message names the variable and what is wrong.
//
// Accounts:
//   CAPTCHA              altcha (default) | recaptcha | off; off is refused in production
//   RECAPTCHA_SITE_KEY   reCAPTCHA v2 site key (public; required with CAPTCHA=recaptcha)
//   RECAPTCHA_SECRET     reCAPTCHA v2 secret (required with CAPTCHA=recaptcha; masked in logs)
//   ALTCHA_HMAC_KEY      signs ALTCHA challenges; without it a random key is generated once and
//                        kept in DATA_DIR/altcha-hmac.key (give every instance the same key)
//   PAYMENT_INTENT_KEY   signs payment intents; without it a random key is generated
//                        once and kept in DATA_DIR/payment-intent.key (every instance the same)
//   STAFF_TOTP_KEY       seals the desk staff's TOTP secrets in the database; without it a random
//                        key is generated once and kept in DATA_DIR/staff-totp.key (every
//                        instance the same; losing it means every staff member enrols again)
//   SMTP_URL             smtp://user:pass@host:587 or smtps://…; without it, e-mails are
//                        written as .eml files to DATA_DIR/mail and their links logged
//                        (refused when NODE_ENV=production)
//   MAIL_FROM            sender of e-mails ("Practitioner Portal <no-reply@localhost>")
//   PASSWORD_MIN_LENGTH  shortest password accepted at set-password (12; 8 to 64)
//   RATE_LIMIT_SCALE     multiplies every per-address limit (1; 1 to 1000), for many users
//                        behind one address (a proxy not in TRUST_PROXY, the e2e suite)
//   JOBS                 on (default) | off: off, this instance runs no jobs (e-mail, reminders,
//                        the lapse) and only answers requests; at least one instance runs them
//
// The portal:
//   PORTAL_TIMEOUT       inactivity time-out in seconds (over the file's `timeout`)
//   TIME_ZONE            the regulator's time zone, an IANA name (over the file's `timeZone`;
//                        Pacific/Auckland): screens, e-mails and PDFs date everything by it
//
// Where it listens, TRUST_PROXY and the metrics listener: listen-config.ts. How staff sign in
// (STAFF_OIDC_*, STAFF_LOCAL_SIGN_IN): modules/staff/sso/staff-oidc-config.ts; practitioners'
// verified identity (PORTAL_OIDC_*): modules/verified-identity; the demo's provider
// (DEMO_OIDC): modules/oidc/demo-provider.ts.
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  apiPaths,
  type CaptchaProvider,
  captchaProviders,
  type PortalConfig,
} from "@portal/contract";
import {
  parseJobs,
  parsePort,
  parsePortalTimeout,
  parsePublicUrl,
  parseRateLimitScale,
  parseTimeZone,
} from "./config-values.ts";
import { type ListenSettings, parseListenSettings } from "./listen-config.ts";
import type { FormCatalogue } from "./modules/forms/definitions/load/form-catalogue.ts";
import {
  defaultFormsDir,
  loadFormDefinitions,
} from "./modules/forms/definitions/load/load-definitions.ts";
import { parseDemoOidc } from "./modules/oidc/index.ts";
import { ConfigError, loadPortalConfig } from "./modules/portal-config/load-portal-config.ts";
import {
  parseStaffSignIn,
  type StaffSignInSettings,
} from "./modules/staff/sso/staff-oidc-config.ts";
import {
  type PortalIdentitySettings,
  parsePortalIdentity,
} from "./modules/verified-identity/index.ts";

export { ConfigError };

export interface AppConfig extends ListenSettings {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  nodeEnv: string;
  logLevel: string;
  /** The built portal (apps/web/dist by default). */
  webDist: string;
  portalConfigPath: string | undefined;
  portal: PortalConfig;
  /** Where the form definitions are read from (FORMS_DIR, default apps/registry/forms). */
  formsDir: string;
  /** The form definitions, checked at start (forms as code). */
  forms: FormCatalogue;
  captcha: CaptchaSettings;
  /** Signs payment intents; undefined: a key kept in DATA_DIR. */
  paymentIntentKey: string | undefined;
  /** STAFF_TOTP_KEY; undefined: DATA_DIR/staff-totp.key. */
  staffTotpKey: string | undefined;
  mail: MailSettings;
  passwordMinLength: number;
  rateLimitScale: number;
  /** JOBS: whether this instance runs the job runner (a web-only instance does not). */
  runsJobs: boolean;
  /** DEMO_OIDC=on outside production: the demo's OpenID provider's port (main.ts starts it). */
  demoOidcPort: number | undefined;
  staffSignIn: StaffSignInSettings;
  /** PORTAL_OIDC_*: the practitioners' verified-identity provider, if any. */
  portalIdentity: PortalIdentitySettings | undefined;
}

export interface CaptchaSettings {
  provider: CaptchaProvider;
  recaptchaSiteKey: string | undefined;
  recaptchaSecret: string | undefined;
  altchaHmacKey: string | undefined;
}

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
}

export const DEFAULT_MAIL_FROM = "Practitioner Portal <no-reply@localhost>";
export const DEFAULT_PASSWORD_MIN_LENGTH = 12;

type Env = Record<string, string | undefined>;

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));
const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export function loadConfig(env: Env = process.env, cwd = process.cwd()): AppConfig {
  const port = parsePort(env.PORT);
  const publicUrl = parsePublicUrl(env);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const logLevel = env.LOG_LEVEL || "info";
  if (!logLevels.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(", ")}, got "${logLevel}"`);
  }
  const portalConfigPath = env.PORTAL_CONFIG ? resolve(cwd, env.PORTAL_CONFIG) : undefined;
  const nodeEnv = env.NODE_ENV || "development";
  const captcha = parseCaptcha(env, nodeEnv);
  const demoOidcPort = parseDemoOidc(env, nodeEnv, port);
  const formsDir = env.FORMS_DIR ? resolvePath(cwd, env.FORMS_DIR) : defaultFormsDir;
  const config: AppConfig = {
    port,
    ...parseListenSettings(env, port),
    dataDir: resolve(cwd, env.DATA_DIR || "./data"),
    databaseUrl,
    publicUrl,
    nodeEnv,
    logLevel,
    webDist: env.WEB_DIST ? resolvePath(cwd, env.WEB_DIST) : defaultWebDist,
    portalConfigPath,
    // The captcha the portal renders always follows the service's own (env wins over the file).
    portal: {
      ...loadPortalConfig(portalConfigPath),
      ...parsePortalTimeout(env.PORTAL_TIMEOUT),
      ...parseTimeZone(env.TIME_ZONE),
      captcha: publicCaptcha(captcha),
    },
    captcha,
    paymentIntentKey: parseLongKey("PAYMENT_INTENT_KEY", env.PAYMENT_INTENT_KEY),
    staffTotpKey: parseLongKey("STAFF_TOTP_KEY", env.STAFF_TOTP_KEY),
    mail: parseMail(env, nodeEnv),
    passwordMinLength: parsePasswordMinLength(env.PASSWORD_MIN_LENGTH),
    rateLimitScale: parseRateLimitScale(env.RATE_LIMIT_SCALE),
    runsJobs: parseJobs(env.JOBS),
    demoOidcPort,
    staffSignIn: parseStaffSignIn(env, nodeEnv, demoOidcPort),
    portalIdentity: parsePortalIdentity(env, nodeEnv, demoOidcPort),
    formsDir,
    forms: loadFormDefinitions(formsDir, cwd),
  };
  checkRegistrationForm(config);
  return config;
}

function checkRegistrationForm(config: AppConfig): void {
  const code = config.portal.registrationFormType;
  if (code !== undefined && !config.forms.has(code)) {
    throw new ConfigError(
      `registrationFormType "${code}" names no form definition in ${config.formsDir} ` +
        `(known: ${[...config.forms.keys()].join(", ")})`,
    );
  }
}

function parseCaptcha(env: Env, nodeEnv: string): CaptchaSettings {
  const provider = (env.CAPTCHA || "altcha") as CaptchaProvider;
  if (!captchaProviders.includes(provider)) {
    throw new ConfigError(
      `CAPTCHA must be one of ${captchaProviders.join(", ")}, got "${env.CAPTCHA}"`,
    );
  }
  if (provider === "off" && nodeEnv === "production") {
    throw new ConfigError(
      "CAPTCHA=off is refused when NODE_ENV=production: use CAPTCHA=altcha (the default) or recaptcha",
    );
  }
  const settings: CaptchaSettings = {
    provider,
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    altchaHmacKey: env.ALTCHA_HMAC_KEY || undefined,
  };
  if (provider === "recaptcha" && (!settings.recaptchaSiteKey || !settings.recaptchaSecret)) {
    throw new ConfigError("CAPTCHA=recaptcha needs both RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET");
  }
  if (settings.altchaHmacKey !== undefined && settings.altchaHmacKey.length < 32) {
    throw new ConfigError("ALTCHA_HMAC_KEY must be at least 32 characters long");
  }
  return settings;
}

/**
 * A key given in the environment: 32 characters at least, as for ALTCHA_HMAC_KEY – a short
 * one could be guessed offline from anything it signed or sealed (an intent seen in a URL).
 */
function parseLongKey(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new ConfigError(`${name} must be at least 32 characters long`);
  return value;
}

function publicCaptcha(captcha: CaptchaSettings): PortalConfig["captcha"] {
  if (captcha.provider === "recaptcha") {
    return { provider: "recaptcha", siteKey: captcha.recaptchaSiteKey };
  }
  if (captcha.provider === "altcha") {
    return { provider: "altcha", challengeUrl: apiPaths.captchaChallenge };
  }
  return { provider: "off" };
}

function parseMail(env: Env, nodeEnv: string): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  // Without a mail server, messages are written to files and their links – password resets
  // among them – logged, which only a developer's own machine may do.
  if (!smtpUrl && nodeEnv === "production") {
    throw new ConfigError(
      "SMTP_URL is required when NODE_ENV=production: without it e-mails are only written " +
        "to DATA_DIR/mail and their links, password resets among them, logged",
    );
  }
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    throw new ConfigError("SMTP_URL must start with smtp:// or smtps:// and name a host");
  }
  const from = env.MAIL_FROM || DEFAULT_MAIL_FROM;
  if (!/@/.test(from)) {
    throw new ConfigError(`MAIL_FROM must hold an e-mail address, got "${from}"`);
  }
  return { smtpUrl, from };
}

function parsePasswordMinLength(value: string | undefined): number {
  if (!value) return DEFAULT_PASSWORD_MIN_LENGTH;
  const length = Number(value);
  // ASVS 6.2.1 sets 8 as the floor; above 64 the policy would clash with the 128 maximum.
  if (!/^\d+$/.test(value) || length < 8 || length > 64) {
    throw new ConfigError(
      `PASSWORD_MIN_LENGTH must be a whole number from 8 to 64, got "${value}"`,
    );
  }
  return length;
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}
