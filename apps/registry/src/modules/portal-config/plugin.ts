// The portal's configuration call (SPEC §7) as the app loads it, with the captcha in use.
import fp from "fastify-plugin";
import { registerPortalConfigRoutes } from "./routes.ts";

export const portalConfigPlugin = fp(
  async (app) => {
    const { config, captcha } = app.core;
    registerPortalConfigRoutes(app, { ...config.portal, captcha: captcha.publicConfig });
  },
  { name: "portal-config", dependencies: ["core"] },
);
