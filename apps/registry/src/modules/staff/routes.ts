// The desk's authentication and staff administration calls under /desk/api/v1/ (contract:
// desk/paths.ts, desk/auth.ts). Thin: guard, parse, delegate to the staff service, answer.
// The session travels only in the desk_session cookie (sessions/require-staff.ts).
import {
  deskCodeBodySchema,
  deskEnrolConfirmResponseSchema,
  deskEnrolStartResponseSchema,
  deskMessages,
  deskPaths,
  deskSetPasswordBodySchema,
  deskSignInBodySchema,
  deskSignInResponseSchema,
  deskVerifyBodySchema,
  messageResponseSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffMeSchema,
} from "@portal/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskSecurity } from "../../http/desk-wire.ts";
import { rateLimitFor } from "../../http/rate-limits.ts";
import type { StaffService } from "./service.ts";
import { deskSessionCookie, resumeDeskSession } from "./sessions/require-staff.ts";
import type { ResumedStaffSession, StaffSessions } from "./sessions/staff-sessions.ts";

const refusals = {
  400: messageResponseSchema,
  401: messageResponseSchema,
  403: messageResponseSchema,
  429: messageResponseSchema,
};

export function registerStaffRoutes(
  root: FastifyInstance,
  deps: { service: StaffService; sessions: StaffSessions; secureCookie: boolean },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;
  const tags = ["desk"];
  const setSession = (reply: FastifyReply, sessionId: string | undefined) =>
    reply.header("set-cookie", deskSessionCookie(sessionId, deps.secureCookie));
  // The second-factor steps need the pending session of the password step, checked before
  // the body is parsed, as requireStaff does for the others.
  const pendingOf = new WeakMap<FastifyRequest, ResumedStaffSession>();
  const requirePending = async (request: FastifyRequest) => {
    pendingOf.set(request, await resumeDeskSession(deps.sessions, request, "pending"));
  };
  const pending = (request: FastifyRequest) => pendingOf.get(request)!;

  app.post(
    deskPaths.setPassword,
    {
      config: rateLimitFor("setPassword"),
      schema: {
        tags,
        summary: "Set a staff password with the one-time link of `npm run staff:add`",
        description:
          "400 when the link is unknown, used or expired, or the password fails the policy " +
          "(the link then stays usable). Ends the account's desk sessions.",
        body: deskSetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...refusals, 503: messageResponseSchema },
      },
    },
    async (request) => {
      await service.setPassword(request.body.token, request.body.password, request.ip);
      return { message: deskMessages.passwordSet };
    },
  );

  app.post(
    deskPaths.signIn,
    {
      config: rateLimitFor("login"),
      schema: {
        tags,
        summary: "First step of a desk sign-in: e-mail, password and the portal's captcha",
        description:
          "400 when the captcha (`captchaToken`, the same challenge as the portal's login) is " +
          "missing or not valid, before the password is checked. Sets a pending desk_session " +
          "cookie (10 minutes) and answers the second step: " +
          "`enrol` on the first sign-in, else `verify`. 401 for a wrong e-mail or password " +
          "(the same answer for both); 429 while the login is locked at the client's address " +
          "after repeated failures (as the portal's login); 403 for a disabled account; 503 " +
          "when the service cannot read the account's stored authenticator secret (its key).",
        body: deskSignInBodySchema,
        response: { 200: deskSignInResponseSchema, ...refusals, 503: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { sessionId, answer } = await service.signIn(request.body, request.ip);
      setSession(reply, sessionId);
      return answer;
    },
  );

  app.post(
    deskPaths.enrolStart,
    {
      onRequest: requirePending,
      config: rateLimitFor("login"),
      schema: {
        tags,
        security: deskSecurity,
        summary: "Second step, first sign-in: a new TOTP secret for an authenticator app",
        description: "Needs the pending session of the password step; 409 once enrolled.",
        response: {
          200: deskEnrolStartResponseSchema,
          ...refusals,
          409: messageResponseSchema,
        },
      },
    },
    async (request) => service.enrolStart(pending(request), request.ip),
  );

  app.post(
    deskPaths.enrolConfirm,
    {
      onRequest: requirePending,
      config: rateLimitFor("login"),
      schema: {
        tags,
        security: deskSecurity,
        summary: "Confirm the authenticator with its current code: signs in",
        description:
          "Answers ten recovery codes, shown this once, and replaces the cookie by the staff " +
          "session's. 401 for a wrong code (counted towards the lock).",
        body: deskCodeBodySchema,
        response: {
          200: deskEnrolConfirmResponseSchema,
          ...refusals,
          409: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const session = pending(request);
      const { sessionId, answer } = await service.enrolConfirm(
        session,
        request.body.code,
        request.ip,
      );
      setSession(reply, sessionId);
      return answer;
    },
  );

  app.post(
    deskPaths.verify,
    {
      onRequest: requirePending,
      config: rateLimitFor("login"),
      schema: {
        tags,
        security: deskSecurity,
        summary: "Second step once enrolled: a TOTP code or a recovery code; signs in",
        description:
          "Exactly one of `code` and `recoveryCode`. A code is accepted once, within a step " +
          "either side of now; a recovery code once. 401 when wrong; the third wrong code in a " +
          "row (of either kind, from any address) locks the account's second step and ends " +
          "the pending sign-in: 429 with Retry-After, each further one doubling the lock. 503 " +
          "when the service cannot read the stored authenticator secret (its key).",
        body: deskVerifyBodySchema,
        response: {
          200: staffMeSchema,
          ...refusals,
          409: messageResponseSchema,
          503: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const session = pending(request);
      const { sessionId, answer } = await service.verify(session, request.body, request.ip);
      setSession(reply, sessionId);
      return answer;
    },
  );

  app.post(
    deskPaths.signOut,
    {
      onRequest: app.requireStaff("anyStaff"),
      schema: {
        tags,
        security: deskSecurity,
        summary: "End the desk session",
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      await service.signOut(request.staff, request.ip);
      setSession(reply, undefined);
      return { message: deskMessages.signedOut };
    },
  );

  app.get(
    deskPaths.me,
    {
      onRequest: app.requireStaff("anyStaff"),
      schema: {
        tags,
        security: deskSecurity,
        summary: "The signed-in staff member (slides the session's idle time-out)",
        response: { 200: staffMeSchema, ...refusals },
      },
    },
    async (request) => ({ email: request.staff.email, role: request.staff.role }),
  );

  app.get(
    deskPaths.staff,
    {
      onRequest: app.requireStaff("admin"),
      schema: {
        tags,
        security: deskSecurity,
        summary: "Admin: the staff accounts",
        response: { 200: staffListSchema, ...refusals },
      },
    },
    async () => ({ staff: await service.list() }),
  );

  const adminAction = (
    url: string,
    summary: string,
    act: (request: {
      staff: Parameters<StaffService["revokeSessions"]>[0];
      params: { staffId: string };
      ip: string;
    }) => Promise<unknown>,
  ) =>
    app.post(
      url,
      {
        onRequest: app.requireStaff("admin"),
        schema: {
          tags,
          security: deskSecurity,
          summary,
          params: staffIdParamsSchema,
          response: { 200: messageResponseSchema, ...refusals, 404: messageResponseSchema },
        },
      },
      async (request) => {
        await act(request);
        return { message: deskMessages.updated };
      },
    );

  adminAction(
    `${deskPaths.staff}/:staffId/disable`,
    "Admin: disable an account (ends its sessions)",
    (r) => service.setDisabled(r.staff, r.params.staffId, true, r.ip),
  );
  adminAction(`${deskPaths.staff}/:staffId/enable`, "Admin: enable an account again", (r) =>
    service.setDisabled(r.staff, r.params.staffId, false, r.ip),
  );
  adminAction(
    `${deskPaths.staff}/:staffId/revoke-sessions`,
    "Admin: end every desk session of an account",
    (r) => service.revokeSessions(r.staff, r.params.staffId, r.ip),
  );
}
