// Practitioners' verified identity as the app loads it (decision 067): with PORTAL_OIDC_ISSUER,
// "Sign in with …" beside the password, linked once by the password.

import { identityPaths } from "@portal/contract";
import fp from "fastify-plugin";
import { createOidcLogins, createRelyingParty } from "../oidc/index.ts";
import { registrationFormTypeOf } from "../portal-config/index.ts";
import { registerIdentityRoutes } from "./identity-routes.ts";
import { createIdentityService } from "./identity-service.ts";

export const verifiedIdentityPlugin = fp(
  async (app) => {
    const { db, clock, config, audit, portalUrl } = app.core;
    const settings = config.portalIdentity;
    const base = config.publicUrl.replace(/\/$/, "");
    const redirectUri = `${base}${identityPaths.callback}`;
    const service = createIdentityService({
      db,
      clock,
      audit,
      auth: app.accounts,
      provider: settings && { relyingParty: createRelyingParty(settings), name: settings.name },
      logins: createOidcLogins({ db, clock, audience: "portal" }),
      redirectUri,
      applicationFormType: registrationFormTypeOf(config.portal),
    });
    registerIdentityRoutes(app, {
      service,
      redirectUri,
      portalUrl: portalUrl.replace(/\/$/, ""),
      secureCookie: new URL(config.publicUrl).protocol === "https:",
    });
  },
  { name: "verified-identity", dependencies: ["core", "sessions", "auth"] },
);
