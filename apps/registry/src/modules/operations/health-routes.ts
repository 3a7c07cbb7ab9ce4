// The probes of whatever supervises the service (DESIGN §4): liveness and readiness, outside
// the spec's paths and its rate limits, never cached, no session.
import type { FastifyInstance } from "fastify";
import type { Readiness } from "./readiness.ts";

export const healthPaths = { live: "/healthz", ready: "/readyz" } as const;

export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  // The process answers: its event loop turns. Nothing else is asked, so a slow database
  // never gets a healthy process restarted.
  app.get(healthPaths.live, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "ok" };
  });

  // Send it traffic? 503 with the reason when not.
  app.get(healthPaths.ready, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    const report = await readiness.check();
    if (report.ready) return { status: "ready" };
    return reply.code(503).send({ status: "not ready", message: report.reason });
  });
}
