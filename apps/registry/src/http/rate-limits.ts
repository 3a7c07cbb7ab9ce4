// Throttling per client address (ASVS 6.3.1) with @fastify/rate-limit, on the calls an
// attacker would hammer: login, forgot password, e-mailed links, set password, activation, captcha
// challenges, the public register a scraper would copy, the anonymous registration's start and
// the address suggestions. Every limit is named here, so RATE_LIMIT_SCALE scales them all. The lock after failed logins (modules/auth/login-throttle.ts, per account and
// address, with a brake per account) is the second line: it holds when the guesses come from
// many addresses.
//
// Behind a reverse proxy, Fastify must trust it (TRUST_PROXY) or every client shares one
// address; the limits here, and the sign-in lock, assume the service sees the real client
// address. On PostgreSQL the counts are the database's, shared by every instance.
import rateLimit, { type RateLimitOptions, type RateLimitPluginOptions } from "@fastify/rate-limit";
import { accountMessages } from "@portal/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** RATE_LIMIT_SCALE: every per-address limit below is multiplied by it (default 1). */
    rateLimitScale: number;
  }
}

export const rateLimits = {
  login: { max: 20, timeWindow: 60_000 },
  resetPassword: { max: 5, timeWindow: 60_000 },
  validate: { max: 20, timeWindow: 60_000 },
  setPassword: { max: 10, timeWindow: 60_000 },
  /** A reminder's activation link: a token and a password each time, as set password. */
  activate: { max: 10, timeWindow: 60_000 },
  captchaChallenge: { max: 60, timeWindow: 60_000 },
  /** The public register (docs/decisions/040): 60 pages of 20 a minute, per address. */
  publicRegister: { max: 60, timeWindow: 60_000 },
  /** Each start of an anonymous registration makes a form instance. */
  startRegistration: { max: 30, timeWindow: 60_000 },
  /** A concern's start (a form instance) and its e-mailed link back (captcha on both). */
  concernStart: { max: 10, timeWindow: 60_000 },
  concernLink: { max: 10, timeWindow: 60_000 },
  /** Suggestions come as an address is typed, a call every few letters. */
  addressSearch: { max: 120, timeWindow: 60_000 },
} as const satisfies Record<string, RateLimitOptions>;

/** A route's `config` that applies the named limit (a no-op where the plugin is not on). */
export function rateLimitFor(name: keyof typeof rateLimits): { rateLimit: RateLimitOptions } {
  const { max, timeWindow } = rateLimits[name];
  return {
    rateLimit: {
      timeWindow,
      max: (request: FastifyRequest) => max * request.server.rateLimitScale,
    },
  };
}

/**
 * Registers the plugin for the limits above; call before the routes are added. `store`: where
 * the counts are kept (rate-limit-store.ts): shared by several instances on one PostgreSQL, in
 * memory on PGlite.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  scale: number,
  store: RateLimitPluginOptions["store"],
): Promise<void> {
  app.decorate("rateLimitScale", scale);
  await app.register(rateLimit, {
    global: false,
    store,
    // A database that cannot count cannot serve the route either; its own error says so.
    skipOnError: true,
    // Thrown to the error handler, which answers 429 JSON { message } like any client error.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(accountMessages.tooManyRequests(Math.ceil(context.ttl / 1000))), {
        statusCode: context.statusCode,
      }),
  });
}
