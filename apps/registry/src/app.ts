// buildApp: the whole service as a Fastify instance — plugins, services and routes — without
// listening, so tests drive it with `app.inject` and main.ts adds only the socket.
import formbody from "@fastify/formbody";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppConfig } from "./config.ts";
import type { Database } from "./db/client.ts";
import { errorHandler } from "./http/error-handler.ts";
import { registerOpenApi, registerOpenApiUi } from "./http/openapi.ts";
import { registerPortalStatic } from "./http/portal-static.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerAuthRoutes } from "./modules/auth/routes.ts";
import { createAuthService } from "./modules/auth/service.ts";
import { type CaptchaVerifier, captchaOff } from "./modules/captcha/captcha.ts";
import { createFormsService } from "./modules/forms/service.ts";
import { registerPortalConfigRoutes } from "./modules/portal-config/routes.ts";
import { registerRequireSession } from "./modules/sessions/require-session.ts";
import { type Clock, createSessionService } from "./modules/sessions/service.ts";
import { createTilesService } from "./modules/tiles/service.ts";

/** 1 MiB: enough for every payload of this issue; file uploads will raise it per route. */
export const BODY_LIMIT = 1024 * 1024;

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** Defaults to the wall clock; tests move it to expire sessions. */
  clock?: Clock;
  captcha?: CaptchaVerifier;
  /** Fastify's logger option; false (quiet) unless given. */
  logger?: FastifyServerOptions["logger"];
}

export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await registerSecurityHeaders(app);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  await registerOpenApi(app);

  const clock = options.clock ?? (() => new Date());
  const db = database.db;
  const sessions = createSessionService({ db, clock, timeoutSeconds: config.portal.timeout });
  const forms = createFormsService({ db });
  const tiles = createTilesService({ db, forms });
  const auth = createAuthService({ db, sessions, tiles, captcha: options.captcha ?? captchaOff });

  registerRequireSession(app, sessions);
  registerAuthRoutes(app, auth);
  registerPortalConfigRoutes(app, config.portal);

  await registerOpenApiUi(app);
  await registerPortalStatic(app, config.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
