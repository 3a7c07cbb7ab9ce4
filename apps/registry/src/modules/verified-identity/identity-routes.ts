// The calls of practitioners' verified identity (contract: verified-identity.ts). The start and
// the trades are the portal page's calls; the callback is where the provider sends the browser
// back, answered with a redirect into the portal.
import {
  applicationIdentitySchema,
  authResponseSchema,
  identityFailureMessages,
  identityOptionsSchema,
  identityPaths,
  identityStartBodySchema,
  identityStartResponseSchema,
  identityTokenBodySchema,
  linkedIdentitySchema,
  messageResponseSchema,
  PORTAL_OIDC_COOKIE,
} from "@portal/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ClientError } from "../../http/client-error.ts";
import { cookieValue } from "../../http/cookies.ts";
import { rateLimitFor } from "../../http/rate-limits.ts";
import { formSegment } from "../forms/index.ts";
import { callbackUrlOf, OidcError, oidcLoginCookie } from "../oidc/index.ts";
import type { IdentityService } from "./identity-service.ts";

const refusals = {
  400: messageResponseSchema,
  401: messageResponseSchema,
  404: messageResponseSchema,
  409: messageResponseSchema,
  429: messageResponseSchema,
};

export function registerIdentityRoutes(
  root: FastifyInstance,
  deps: {
    service: IdentityService;
    redirectUri: string;
    /** Where the portal's pages are: PUBLIC_URL with its basename. */
    portalUrl: string;
    secureCookie: boolean;
  },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;
  const tags = ["identity"];
  const security = [{ session: [] }];
  // One cookie for the whole sign-in: the callback, and the trade of its token after it.
  const keyCookie = (key: string | undefined) =>
    oidcLoginCookie(PORTAL_OIDC_COOKIE, key, identityPaths.mine, deps.secureCookie);
  const keyOf = (request: FastifyRequest) => cookieValue(request, PORTAL_OIDC_COOKIE);

  app.get(
    identityPaths.options,
    {
      schema: {
        tags,
        summary: "The verified-identity provider's name, or null when there is none",
        response: { 200: identityOptionsSchema },
      },
    },
    async () => service.options(),
  );

  app.post(
    identityPaths.start,
    {
      config: rateLimitFor("login"),
      schema: {
        tags,
        summary: "Start signing in at the verified-identity provider",
        description:
          "Answers the provider's authorization URL (code flow with PKCE, state and nonce) and " +
          "sets the portal_oidc cookie. With `application` (a registration application's " +
          "token), the identity is proved for that application. 404 when no provider is " +
          "configured or the application is not open; 503 when the provider cannot be reached.",
        body: identityStartBodySchema,
        response: { 200: identityStartResponseSchema, ...refusals, 503: messageResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        const { key, url } = await service.start(request.body.application);
        reply.header("set-cookie", keyCookie(key));
        return { url };
      } catch (error) {
        if (!(error instanceof OidcError)) throw error;
        throw new ClientError(503, identityFailureMessages.unavailable);
      }
    },
  );

  app.get(
    identityPaths.callback,
    {
      config: rateLimitFor("login"),
      schema: {
        tags,
        summary: "Where the verified-identity provider sends the browser back",
        description:
          "Redirects (303) to the portal's /login with #identity= (a linked identity: trade " +
          "it at `session`), #link= (a new one: trade it at `link` after a password sign-in) " +
          "or ?identity= one of unavailable, denied, expired, invalid; for an application, " +
          "to /register/{formToken}?identity=verified (or the failure).",
        querystring: z.record(z.string(), z.unknown()),
        response: { 303: z.null() },
      },
    },
    async (request, reply) => {
      const callbackUrl = callbackUrlOf(deps.redirectUri, request.url);
      const to = await service.finish(callbackUrl, keyOf(request), request.ip);
      return reply.redirect(`${deps.portalUrl}${to}`, 303);
    },
  );

  app.post(
    identityPaths.session,
    {
      config: rateLimitFor("login"),
      schema: {
        tags,
        summary: "Sign in with a linked identity: the callback's one-time token",
        description:
          "Only in the browser that started the sign-in (its portal_oidc cookie), within 10 " +
          "minutes, once. Answered as a login is; 400 otherwise.",
        body: identityTokenBodySchema,
        response: { 200: authResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const answer = await service.session(request.body.token, keyOf(request), request.ip);
      reply.header("set-cookie", keyCookie(undefined));
      return answer;
    },
  );

  app.post(
    identityPaths.link,
    {
      onRequest: app.requireSession,
      config: rateLimitFor("login"),
      schema: {
        tags,
        security,
        summary: "Link a new verified identity to the signed-in account",
        description:
          "The callback's one-time token, in the browser that started the sign-in, after " +
          "signing in with the password. 409 when the account or the identity is linked already.",
        body: identityTokenBodySchema,
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { session, body, ip } = request;
      const message = await service.link(session, body.token, keyOf(request), ip);
      reply.header("set-cookie", keyCookie(undefined));
      return { message };
    },
  );

  app.get(
    identityPaths.mine,
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        security,
        summary: "The signed-in account's linked verified identity",
        response: { 200: linkedIdentitySchema, ...refusals },
      },
    },
    async (request) => service.mine(request.session.userId),
  );

  app.delete(
    identityPaths.mine,
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        security,
        summary: "Unlink the signed-in account's verified identity",
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request) => ({ message: await service.unlink(request.session, request.ip) }),
  );

  app.get(
    `${identityPaths.mine}/application/:formToken`,
    {
      schema: {
        tags,
        summary: "The identity proved for a registration application in progress",
        description: "By the application's token; 404 when it is not open (or unknown).",
        params: z.object({ formToken: formSegment }),
        response: { 200: applicationIdentitySchema, ...refusals },
      },
    },
    async (request) => service.ofApplication(request.params.formToken),
  );
}
