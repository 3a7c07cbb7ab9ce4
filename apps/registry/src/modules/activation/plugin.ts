// Activation as the app loads it: a practitioner on the register makes their account from an
// e-mailed link.
import fp from "fastify-plugin";
import { registerActivationRoutes } from "./routes.ts";

export const activationPlugin = fp(
  async (app) => {
    const { db, clock, config, passwords, audit } = app.core;
    registerActivationRoutes(app, {
      db,
      clock,
      sessions: app.sessions,
      passwords,
      auth: app.accounts,
      audit,
      passwordMinLength: config.passwordMinLength,
    });
  },
  { name: "activation", dependencies: ["core", "sessions", "auth"] },
);
