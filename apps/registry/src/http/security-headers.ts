// Security headers (helmet): a CSP without inline script or style, HSTS, no-sniff and a
// strict referrer policy. The OpenAPI viewer relaxes only style-src, only under /docs.
//
// helmet's middleware is built once, here, and applied to every answer. @fastify/helmet built
// it again for every request – parsing the policy each time, 5–7 % of a form page request's
// CPU – to allow per-route options and nonces this service does not use (docs/decisions/019).

import type { IncomingMessage, ServerResponse } from "node:http";
import type { CaptchaProvider } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

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

/** The headers every answer carries, as one function of the raw request and response. */
export type SecurityHeaders = (request: IncomingMessage, response: ServerResponse) => void;

export function createSecurityHeaders(captcha: CaptchaProvider = "off"): SecurityHeaders {
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyFor(captcha) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  // Since helmet 8.1 a failure throws (Fastify answers it); `next` is only called empty.
  return (request, response) => applyHeaders(request, response, () => {});
}

export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders) {
  app.addHook("onRequest", (request, reply, done) => {
    headers(request.raw, reply.raw);
    done();
  });
}
