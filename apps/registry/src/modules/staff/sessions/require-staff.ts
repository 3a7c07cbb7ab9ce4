// The desk's guard, for every route under /desk/api/v1/ (this module's and modules/review's):
//
//   app.get(deskPaths.x, { onRequest: app.requireStaff("registry") }, (request) => request.staff.id)
//   app.post(deskPaths.y, { onRequest: app.requireStaff("admin") }, …)
//
// `request.staff` is then `{ id, email, role, sessionIdHash }` of a complete staff session
// (password and second factor passed). Without one – no `desk_session` cookie, a pending,
// expired, revoked or unknown session, a disabled account – the answer is 401 JSON
// `{ message }`; a role the route's access does not name gets 403 (`DeskAccess`). A portal session counts for nothing
// here: the guard reads only the desk's cookie and the desk's table (docs/decisions/027).
// Put it in `onRequest`, so a refused caller's body is not even parsed.
//
// Every desk request also passes `registerDeskEdge`: one that changes something (not GET or
// HEAD) must come from the desk's own origin (Origin, else Sec-Fetch-Site), or 403, so the
// cookie cannot be ridden from another site; and its answer is `no-store` (http/no-store.ts,
// whose API prefixes include /desk/api/). Both are decided on the route matched, so no
// spelling of the path (`/desk/%61pi/…`) reaches a desk handler around them (http/routed-path.ts).
import {
  DESK_SESSION_COOKIE,
  type DeskAccess,
  deskApiPrefix,
  deskMessages,
  mayUseDesk,
} from "@portal/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ClientError } from "../../../http/client-error.ts";
import { cookieValue } from "../../../http/cookies.ts";
import { fromOwnPages } from "../../../http/own-pages.ts";
import { isRequestUnder } from "../../../http/routed-path.ts";
import { STAFF_SESSION_ABSOLUTE_MS } from "../lifetimes.ts";
import type { ResumedStaffSession, StaffContext, StaffSessions } from "./staff-sessions.ts";

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module "fastify" {
  interface FastifyInstance {
    /** The guard of desk routes; "admin" for the admin's. See modules/staff/sessions/require-staff.ts. */
    requireStaff: (access: DeskAccess) => Hook;
  }
  interface FastifyRequest {
    /** Set by `requireStaff`; read it only in routes guarded by it. */
    staff: StaffContext;
  }
}

/** The desk session id the request carries in its cookie, if any (the first of that name). */
export const deskSessionIdOf = (request: FastifyRequest): string | undefined =>
  cookieValue(request, DESK_SESSION_COOKIE);

/** Set-Cookie of a desk session (or of its removal, with no id). */
export function deskSessionCookie(sessionId: string | undefined, secure: boolean): string {
  const maxAge = sessionId === undefined ? 0 : Math.floor(STAFF_SESSION_ABSOLUTE_MS / 1000);
  return [
    `${DESK_SESSION_COOKIE}=${sessionId ?? ""}`,
    "Path=/desk",
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${maxAge}`,
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** Resumes the request's desk session at the given stage, or throws 401. */
export async function resumeDeskSession(
  sessions: StaffSessions,
  request: FastifyRequest,
  stage: ResumedStaffSession["stage"],
): Promise<ResumedStaffSession> {
  const session = await sessions.resume(deskSessionIdOf(request));
  if (!session || session.stage !== stage) throw new ClientError(401, deskMessages.signInRequired);
  return session;
}

export function registerRequireStaff(app: FastifyInstance, sessions: StaffSessions): void {
  app.decorateRequest("staff", null as unknown as StaffContext);
  app.decorate("requireStaff", (access: DeskAccess) => async (request: FastifyRequest) => {
    const { stage: _, ...staff } = await resumeDeskSession(sessions, request, "complete");
    // Who may use which part of the desk is the contract's (deskAccessRoles), as the web shows it.
    if (!mayUseDesk(staff.role, access)) throw new ClientError(403, deskMessages.forbidden);
    request.staff = staff;
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function registerDeskEdge(app: FastifyInstance, publicOrigin: string): void {
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || !isRequestUnder(request, `${deskApiPrefix}/`)) return;
    if (!fromOwnPages(request, publicOrigin)) throw new ClientError(403, deskMessages.crossSite);
  });
}
