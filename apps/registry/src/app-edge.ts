// The edge of the service that buildApp (app.ts) starts from: the Fastify instance with its
// logger, proxy trust and body limit, and what every request passes before a module sees it –
// the route table, metrics, zod validation, the one error handler, security headers, no-store
// on the API, the unsafe-text guard, form bodies, OpenAPI, per-address limits – and the
// operator's routes (health, metrics, backup).
import { parse as parseQueryString } from "node:querystring";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import { persistentSecret } from "./core/persistent-secret.ts";
import type { Database } from "./db/client.ts";
import { closeConnectionsAsTheyFallIdle } from "./http/close-idle.ts";
import { errorHandler } from "./http/error-handler.ts";
import { frameworkErrorHandler } from "./http/framework-errors.ts";
import { registerNoStoreForApi } from "./http/no-store.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { memoryRateLimitStore, postgresRateLimitStore } from "./http/rate-limit-store.ts";
import { registerRateLimits } from "./http/rate-limits.ts";
import { recordRouteTable } from "./http/route-table.ts";
import { createSecurityHeaders, registerSecurityHeaders } from "./http/security-headers.ts";
import { registerUnsafeTextGuard } from "./http/unsafe-text.ts";
import { BACKUP_KEY_FILE, registerBackupRoute } from "./modules/backup/index.ts";
import {
  createMetrics,
  type Metrics,
  registerHttpMetrics,
  registerMetricsRoute,
} from "./modules/metrics/index.ts";
import {
  createReadiness,
  type Readiness,
  registerHealthRoutes,
} from "./modules/operations/index.ts";

/** 1 MiB: enough for every JSON or form payload; form page saves (files) and renders raise it per route. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * Form bodies through Node's own querystring parser: a form page POST is one field holding
 * percent-encoded JSON, which it decodes with the engine's decodeURIComponent in half the time
 * of formbody's default (fast-querystring decodes character by character: 38 µs against 19 µs
 * for a 50-field page). No limit on keys, as before: the body limit bounds the work.
 */
const parseFormBody = (body: string) => parseQueryString(body, "&", "=", { maxKeys: 0 });

/**
 * TRUST_PROXY for Fastify: addresses as they are; a hop count as proxy-addr's function (the
 * nearest `hops` addresses are proxies), which Fastify's typings do not take as a number.
 */
function trustProxyOption(trust: AppConfig["trustProxy"]) {
  if (typeof trust !== "number") return trust;
  return (_address: string, hop: number) => hop < trust;
}

export interface EdgeOptions {
  config: AppConfig;
  database: Database;
  /** Per-address throttling of login, resetpassword, validate …; on unless false. */
  rateLimit?: boolean;
  /** What GET /readyz reports; main.ts keeps it to say "shutting down" on SIGTERM. */
  readiness?: Readiness;
  /** Fastify's logger option; false (quiet) unless given. */
  logger?: FastifyServerOptions["logger"];
  /** The Prometheus series; fresh ones unless given (main.ts also serves them on METRICS_PORT). */
  metrics?: Metrics;
}

/** The Fastify instance with the edge every request passes, and the service's metrics. */
export async function buildAppEdge(options: EdgeOptions) {
  const { config, database } = options;
  const securityHeaders = createSecurityHeaders(config.captcha.provider);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
    frameworkErrors: frameworkErrorHandler(securityHeaders),
  });
  recordRouteTable(app);
  closeConnectionsAsTheyFallIdle(app);
  const metrics = options.metrics ?? createMetrics();
  registerHttpMetrics(app, metrics);
  app.addHook("onClose", metrics.observeDatabase(database));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  registerSecurityHeaders(app, securityHeaders);
  registerNoStoreForApi(app);
  registerUnsafeTextGuard(app);
  await app.register(formbody, { bodyLimit: BODY_LIMIT, parser: parseFormBody });
  await registerOpenApi(app);
  if (options.rateLimit !== false) {
    // Several instances may share a PostgreSQL: they count together there.
    const store =
      database.driver === "postgres" ? postgresRateLimitStore(database.db) : memoryRateLimitStore();
    await registerRateLimits(app, config.rateLimitScale, store);
  }
  registerHealthRoutes(app, options.readiness ?? createReadiness(database));
  registerMetricsRoute(app, metrics, config.metricsToken);
  // `npm run backup` while the service runs: PGlite only, to the key kept beside its files.
  const backupKey =
    database.driver === "pglite" ? persistentSecret(config.dataDir, BACKUP_KEY_FILE) : undefined;
  registerBackupRoute(app, database, backupKey);

  return { app, metrics };
}
