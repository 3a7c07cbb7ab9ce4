// The sign-in calls of SPEC §7: login, logout, session_check and user. Thin: parse, guard,
// delegate to the auth service, answer.
import {
  apiPaths,
  authResponseSchema,
  errorMessages,
  messageResponseSchema,
  SESSION_HEADER,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendHtmlError } from "../../http/html-error.ts";
import { rateLimitFor } from "../../http/rate-limits.ts";
import type { AuthService } from "./service.ts";

// Every field optional: a missing login or password is not a validation error but the
// spec's own answer (400, "login must be present in parameters"). Lengths are capped so a
// huge password cannot make argon2 work on megabytes.
const loginBodySchema = z
  .object({
    login: z.string().max(320).optional().describe("E-mail"),
    password: z.string().max(1024).optional(),
    recaptchaToken: z.string().max(20_000).optional(),
  })
  // Fastify hands a body-less POST to validation as null.
  .nullable();

const sessionHeaders = z.object({
  [SESSION_HEADER.toLowerCase()]: z.string().optional().describe("The session id from login"),
});

export const LOGOUT_MESSAGE = "You have been logged out.";
export const SESSION_VALID_MESSAGE = "Session is valid";

export function registerAuthRoutes(root: FastifyInstance, auth: AuthService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ["session"];
  const security = [{ session: [] }];

  app.post(
    apiPaths.login,
    {
      config: rateLimitFor("login"),
      schema: {
        tags,
        summary: "Sign in with e-mail and password (form-encoded)",
        description:
          "401 text/html `<p>Login failed</p>` for a wrong e-mail or password; 400 text/html " +
          "`<p>login must be present in parameters</p>` when login or password is missing; " +
          "400 JSON when the captcha token (`recaptchaToken`) is missing or not valid; 429 JSON " +
          "while the e-mail is locked for the client's address after repeated failures, or " +
          "when one address sends too many attempts; 503 JSON with Retry-After while too many " +
          "sign-ins wait for their password check (auth/hash-admission.ts).",
        consumes: ["application/x-www-form-urlencoded"],
        body: loginBodySchema,
        response: {
          200: authResponseSchema,
          400: messageResponseSchema,
          429: messageResponseSchema,
          503: messageResponseSchema,
        },
      },
    },
    async (request) => auth.login(request.body ?? {}, request.ip),
  );

  // Logout needs no live session: ending one that has already expired is still a logout.
  app.get(
    apiPaths.logout,
    {
      schema: {
        tags,
        summary: "End the session",
        headers: sessionHeaders,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.logout(request.headers[SESSION_HEADER.toLowerCase()], request.ip);
      return { message: LOGOUT_MESSAGE };
    },
  );

  app.get(
    apiPaths.sessionCheck,
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        security,
        summary: "Is the session live? (slides its idle time-out)",
        response: { 200: messageResponseSchema },
      },
    },
    async () => ({ message: SESSION_VALID_MESSAGE }),
  );

  app.get(
    apiPaths.user,
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        security,
        summary: "The signed-in user's details and tiles",
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const response = await auth.currentUser(request.session);
      // The user was deleted while signed in: the session is as good as gone.
      if (!response) return sendHtmlError(reply, 401, errorMessages.loginRequired);
      return response;
    },
  );
}
