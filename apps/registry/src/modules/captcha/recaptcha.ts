// reCAPTCHA v2 (CAPTCHA=recaptcha): the portal renders Google's widget with the site key and
// sends its response token as `recaptchaToken`; the service asks Google's siteverify whether
// the token is good. Any failure to get a clear "success" (network, timeout, bad answer) is a
// failed check: the login is refused rather than let through unverified.
import type { CaptchaVerifier } from "./captcha.ts";

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
const TIMEOUT_MS = 10_000;
const MAX_TOKEN_LENGTH = 4_000;

export interface RecaptchaLog {
  warn(object: Record<string, unknown>, message: string): void;
}

export function createRecaptchaVerifier(deps: {
  siteKey: string;
  secret: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  log?: RecaptchaLog;
}): CaptchaVerifier {
  const doFetch = deps.fetch ?? fetch;
  return {
    publicConfig: { provider: "recaptcha", siteKey: deps.siteKey },

    async verify(token, remoteIp) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return false;
      try {
        const response = await doFetch(RECAPTCHA_VERIFY_URL, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ secret: deps.secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) {
          deps.log?.warn({ status: response.status }, "reCAPTCHA siteverify answered an error");
          return false;
        }
        const body = (await response.json()) as { success?: unknown; "error-codes"?: unknown };
        if (body.success !== true) {
          deps.log?.warn({ errorCodes: body["error-codes"] }, "reCAPTCHA token refused");
        }
        return body.success === true;
      } catch (error) {
        deps.log?.warn({ err: error }, "reCAPTCHA siteverify could not be reached");
        return false;
      }
    },
  };
}
