// `app.requireSession`: the one guard for every signed-in route. Put it in a route's
// `onRequest` (it runs before the body is even parsed, so anonymous callers cost nothing):
//   app.get(path, { onRequest: app.requireSession }, (request) => request.session.userId)
// A missing, malformed, unknown, revoked or expired session gets 401 with the HTML paragraph
// the portal turns into session expiry (SPEC §8 rule 4; docs/decisions/002).
import { errorMessages, SESSION_HEADER } from "@portal/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { sendHtmlError } from "../../http/html-error.ts";
import type { SessionContext, SessionService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `requireSession`; read it only in routes guarded by it. */
    session: SessionContext;
  }
}

const headerName = SESSION_HEADER.toLowerCase();

/** Decorates the root instance, so every module registered after it sees the guard. */
export function registerRequireSession(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest("session", null as unknown as SessionContext);
  app.decorate("requireSession", async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessions.resume(request.headers[headerName]);
    if (!session) {
      await sendHtmlError(reply, 401, errorMessages.loginRequired);
      return;
    }
    request.session = session;
  });
}
