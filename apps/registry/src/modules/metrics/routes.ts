// Where the series are read. On the service's own port, GET /metrics answers only a scraper
// that sends METRICS_TOKEN as a bearer token (compared in constant time); without a configured
// token the path does not exist (404), as it would not for the portal's history fallback.
// Every answered request is counted by its route's URL pattern, never by its URL, which may
// carry a form token or a session id.
import type { FastifyInstance } from "fastify";
import { bearerSecretCheck } from "../../http/bearer-secret.ts";
import { ClientError } from "../../http/client-error.ts";
import type { Metrics } from "./metrics.ts";

export const METRICS_PATH = "/metrics";
/** The route label of a request no route matched. */
export const UNMATCHED_ROUTE = "unmatched";

export const metricsMessages = {
  missing: "Send the metrics token as Authorization: Bearer <token>.",
  wrong: "The metrics token is not right.",
} as const;

/** Counts every answer; call before the routes are added. */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics): void {
  const { http } = metrics;
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    http.answered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  const checkToken = bearerSecretCheck(token, "metrics", metricsMessages);
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!checkToken) throw new ClientError(404, `Not found: ${request.method} ${METRICS_PATH}`);
    checkToken(request);
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
