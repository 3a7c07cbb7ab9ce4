// The portal's accounts as the app loads them: login, logout, password reset and change,
// session checks (SPEC §7), and a registrar's decision shown once on the dashboard.
import fp from "fastify-plugin";
import { createDashboardNotices } from "../notices/index.ts";
import { registerAccounts } from "./register-accounts.ts";
import type { AuthService } from "./service.ts";

declare module "fastify" {
  interface FastifyInstance {
    accounts: AuthService;
  }
}

export const authPlugin = fp(
  async (app) => {
    const { db, clock, config, captcha, passwords, audit, metrics } = app.core;
    const accounts = registerAccounts(app, {
      config,
      db,
      clock,
      sessions: app.sessions,
      tiles: app.tiles,
      captcha,
      passwords,
      outbox: app.outbox,
      links: app.links,
      audit,
      metrics: metrics.signIns,
      notices: createDashboardNotices({ db, clock }),
    });
    app.decorate("accounts", accounts);
  },
  { name: "auth", dependencies: ["core", "sessions", "tiles", "mail", "email-links"] },
);
