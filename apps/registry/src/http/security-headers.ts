// Security headers (helmet): a CSP without inline script or style, HSTS, no-sniff and a
// strict referrer policy. The OpenAPI viewer relaxes only style-src, only under /docs.
import helmet from "@fastify/helmet";
import type { CaptchaProvider } from "@portal/contract";
import type { FastifyInstance } from "fastify";

export const contentSecurityPolicy = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'"],
  "img-src": ["'self'", "data:"],
  "object-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

/**
 * reCAPTCHA v2 is Google's script in Google's frame: only when it is the configured captcha
 * does the policy name those two origins (ALTCHA is served from here and needs nothing).
 */
export function contentSecurityPolicyFor(captcha: CaptchaProvider): Record<string, string[]> {
  if (captcha !== "recaptcha") return contentSecurityPolicy;
  return {
    ...contentSecurityPolicy,
    "script-src": [
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
    ],
    "frame-src": ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  captcha: CaptchaProvider = "off",
) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(captcha) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}
