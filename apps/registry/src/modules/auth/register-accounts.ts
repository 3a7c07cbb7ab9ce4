// Wires the account pieces into the app: login with captcha and throttling, logout,
// forgot password, e-mailed links, set password and the ALTCHA challenge call.
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../config.ts";
import type { Clock } from "../../core/clock.ts";
import type { Db } from "../../db/client.ts";
import type { AuditTrail } from "../audit/index.ts";
import { type CaptchaVerifier, registerCaptchaRoutes } from "../captcha/index.ts";
import type { EmailLinkService } from "../email-links/index.ts";
import type { Outbox } from "../mail/index.ts";
import type { SignInMetrics } from "../metrics/index.ts";
import type { SessionService } from "../sessions/index.ts";
import type { TilesService } from "../tiles/index.ts";
import { registerAccountRoutes } from "./account-routes.ts";
import { createAccountService } from "./account-service.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import type { PasswordHasher } from "./password.ts";
import { registerAuthRoutes } from "./routes.ts";
import { type AuthService, createAuthService, type DashboardNotices } from "./service.ts";

export function registerAccounts(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    db: Db;
    clock: Clock;
    sessions: SessionService;
    tiles: TilesService;
    captcha: CaptchaVerifier;
    passwords: PasswordHasher;
    outbox: Outbox;
    links: EmailLinkService;
    audit: AuditTrail;
    metrics: SignInMetrics;
    notices?: DashboardNotices | undefined;
  },
): AuthService {
  const { db, clock, metrics } = deps;
  const throttle = createLoginThrottle({ db, clock, metrics });
  const auth = createAuthService({ ...deps, throttle });
  const account = createAccountService({
    ...deps,
    auth,
    throttle,
    portalTitle: deps.config.portal.title,
    timeZone: deps.config.portal.timeZone,
    passwordMinLength: deps.config.passwordMinLength,
  });
  registerAuthRoutes(app, auth);
  registerAccountRoutes(app, account);
  registerCaptchaRoutes(app, deps.captcha);
  return auth;
}
