// What every module's plugin reads from the app: the database, the clock, the configuration,
// the metrics, the operators' audit trail, how passwords are hashed and which captcha is in use.
// buildApp (app.ts) registers it first; the modules' plugins then read `app.core`.
import { calendarDateAt } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.ts";
import type { Db } from "../db/client.ts";
import { type AuditTrail, createAuditTrail } from "../modules/audit/index.ts";
import type { PasswordHasher } from "../modules/auth/index.ts";
import type { CaptchaVerifier } from "../modules/captcha/index.ts";
import type { Metrics } from "../modules/metrics/index.ts";
import { portalBaseUrl } from "../portal-url.ts";
import type { Clock } from "./clock.ts";

export interface AppCore {
  db: Db;
  clock: Clock;
  config: AppConfig;
  metrics: Metrics;
  /** Embedded PGlite has no other client than this process, so what it caches stays true. */
  singleProcess: boolean;
  audit: AuditTrail;
  passwords: PasswordHasher;
  captcha: CaptchaVerifier;
  /** Today's date where the regulator is. */
  today: () => string;
  /** The portal's address as links in e-mails and certificates give it. */
  portalUrl: string;
  /** The service's own origin. */
  apiOrigin: string;
}

declare module "fastify" {
  interface FastifyInstance {
    core: AppCore;
  }
}

export type CoreOptions = Omit<AppCore, "audit" | "today" | "portalUrl" | "apiOrigin">;

export const appCore = fp<CoreOptions>(
  async (app: FastifyInstance, core) => {
    const { clock, config } = core;
    app.decorate("core", {
      ...core,
      // Operators' record of sign-ins, password and session changes, forms, payments, downloads.
      audit: createAuditTrail({ db: core.db, clock, log: app.log }),
      today: () => calendarDateAt(clock(), config.portal.timeZone),
      portalUrl: portalBaseUrl(config.publicUrl, config.portal.basename),
      apiOrigin: new URL(config.publicUrl).origin,
    });
  },
  { name: "core" },
);
