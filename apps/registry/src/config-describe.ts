// The configuration as the start logs it: what it holds, with every password, secret and key
// masked.
import type { AppConfig } from "./config.ts";
import { describeStaffSignIn } from "./modules/staff/index.ts";

/** The configuration as it may be logged: passwords, secrets and keys masked. */
export function describeConfig(config: AppConfig): Record<string, unknown> {
  const { portal, captcha, mail, forms, paymentIntentKey, staffTotpKey, metricsToken, ...more } =
    config;
  const { staffSignIn, portalIdentity, ...rest } = more;
  const masked = (value: string | undefined) => (value ? "*****" : undefined);
  return {
    ...rest,
    databaseUrl: config.databaseUrl ? maskUrlPassword(config.databaseUrl) : "(PGlite)",
    portal: { title: portal.title, timeout: portal.timeout, tileOrder: portal.tileOrder },
    forms: [...forms.keys()],
    captcha: {
      provider: captcha.provider,
      recaptchaSiteKey: captcha.recaptchaSiteKey,
      recaptchaSecret: masked(captcha.recaptchaSecret),
      altchaHmacKey: captcha.altchaHmacKey ? "*****" : "(DATA_DIR/altcha-hmac.key)",
    },
    paymentIntentKey: paymentIntentKey ? "*****" : "(DATA_DIR/payment-intent.key)",
    staffTotpKey: staffTotpKey ? "*****" : "(DATA_DIR/staff-totp.key)",
    metricsToken: metricsToken ? "*****" : undefined,
    staffSignIn: describeStaffSignIn(staffSignIn),
    portalIdentity: portalIdentity && { ...portalIdentity, clientSecret: "*****" },
    mail: {
      smtpUrl: mail.smtpUrl ? maskUrlPassword(mail.smtpUrl) : "(.eml files in DATA_DIR/mail)",
      from: mail.from,
    },
  };
}

export function maskUrlPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "*****";
    return parsed.toString();
  } catch {
    return "*****";
  }
}
