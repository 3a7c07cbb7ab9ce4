// The sessions module as the app loads it: the portal's sessions and the guard of every route
// that needs one (`app.requireSession`).
import fp from "fastify-plugin";
import { registerRequireSession } from "./require-session.ts";
import { createSessionService, type SessionService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export const sessionsPlugin = fp(
  async (app) => {
    const { db, clock, config, singleProcess } = app.core;
    const sessions = createSessionService({
      db,
      clock,
      timeoutSeconds: config.portal.timeout,
      cacheSessions: singleProcess,
    });
    app.decorate("sessions", sessions);
    registerRequireSession(app, sessions);
  },
  { name: "sessions", dependencies: ["core"] },
);
