// GET captcha/challenge: a fresh ALTCHA challenge for the login widget (its `challenge` URL).
// Registered only when the verifier makes challenges; never cached.
import { apiPaths } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import { rateLimitFor } from "../../http/rate-limits.ts";
import type { CaptchaVerifier } from "./captcha.ts";

export function registerCaptchaRoutes(app: FastifyInstance, captcha: CaptchaVerifier): void {
  const create = captcha.createChallenge?.bind(captcha);
  if (!create) return;
  app.get(
    apiPaths.captchaChallenge,
    {
      config: rateLimitFor("captchaChallenge"),
      schema: {
        tags: ["session"],
        summary: "A signed ALTCHA proof-of-work challenge (CAPTCHA=altcha only)",
        description:
          "The widget solves it and the portal sends the base64 JSON payload as `recaptchaToken` " +
          "at login. A challenge expires after 10 minutes and its solution is accepted once.",
      },
    },
    // Never cached: every API answer is no-store (http/no-store.ts); a challenge is single-use.
    async () => create(),
  );
}
