// The desk's sign-in through the organisation's provider (contract: desk/sso.ts). The start is
// a call from the desk's own page (JSON, so a provider that is down is a message on the page);
// the callback is where the provider sends the browser back, so it answers with a redirect:
// to the desk, signed in, or to its sign-in page naming what failed.
import {
  DESK_OIDC_COOKIE,
  deskSignInOptionsSchema,
  deskSsoFailureMessages,
  deskSsoMessages,
  deskSsoPaths,
  deskSsoStartResponseSchema,
  messageResponseSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ClientError } from "../../../http/client-error.ts";
import { cookieValue } from "../../../http/cookies.ts";
import { rateLimitFor } from "../../../http/rate-limits.ts";
import { callbackUrlOf, OidcError, oidcLoginCookie } from "../../oidc/index.ts";
import { deskSessionCookie } from "../sessions/require-staff.ts";
import type { StaffSso } from "./staff-sso.ts";

/** The provider's answer: its parameters are the relying party's to check, not the schema's. */
const callbackQuerySchema = z.record(z.string(), z.unknown());

export function registerStaffSsoRoutes(
  root: FastifyInstance,
  deps: { sso: StaffSso; redirectUri: string; publicUrl: string; secureCookie: boolean },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ["desk"];
  const loginCookie = (key: string | undefined) =>
    oidcLoginCookie(DESK_OIDC_COOKIE, key, deskSsoPaths.callback, deps.secureCookie);

  app.get(
    deskSsoPaths.options,
    {
      schema: {
        tags,
        summary: "How staff may sign in: the organisation's provider, the desk's own password",
        response: { 200: deskSignInOptionsSchema },
      },
    },
    async () => deps.sso.options(),
  );

  app.post(
    deskSsoPaths.start,
    {
      config: rateLimitFor("login"),
      schema: {
        tags,
        summary: "Start signing in through the organisation's provider",
        description:
          "Answers the provider's authorization URL (code flow with PKCE, state and nonce) and " +
          "sets the desk_oidc cookie that the callback needs. 503 when the provider cannot be " +
          "reached (the desk's own sign-in still works); 404 when none is configured.",
        response: {
          200: deskSsoStartResponseSchema,
          404: messageResponseSchema,
          429: messageResponseSchema,
          503: messageResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      if (!deps.sso.options().organisation) {
        throw new ClientError(404, deskSsoMessages.notConfigured);
      }
      try {
        const { key, url } = await deps.sso.start();
        reply.header("set-cookie", loginCookie(key));
        return { url };
      } catch (error) {
        if (error instanceof OidcError) {
          throw new ClientError(503, deskSsoFailureMessages.unavailable);
        }
        throw error;
      }
    },
  );

  app.get(
    deskSsoPaths.callback,
    {
      config: rateLimitFor("login"),
      schema: {
        tags,
        summary: "Where the organisation's provider sends the browser back",
        description:
          "Needs the desk_oidc cookie of the start. Redirects (303) to /desk, signed in, or to " +
          "/desk/sign-in?sso= one of unavailable, denied, expired, invalid, no_role, disabled.",
        querystring: callbackQuerySchema,
        response: { 303: z.null() },
      },
    },
    async (request, reply) => {
      const callbackUrl = callbackUrlOf(deps.redirectUri, request.url);
      const key = cookieValue(request, DESK_OIDC_COOKIE);
      const outcome = await deps.sso.finish(callbackUrl, key, request.ip);
      const cookies = [loginCookie(undefined)];
      if ("sessionId" in outcome)
        cookies.push(deskSessionCookie(outcome.sessionId, deps.secureCookie));
      reply.header("set-cookie", cookies);
      const to = "sessionId" in outcome ? "/desk" : `/desk/sign-in?sso=${outcome.failure}`;
      return reply.redirect(`${deps.publicUrl}${to}`, 303);
    },
  );
}
