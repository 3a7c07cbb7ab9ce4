// The register search of SPEC §7 (a professional peer, volunteers) as the app loads it.
import fp from "fastify-plugin";
import { registerSearchRoutes } from "./routes.ts";
import { createSearchService } from "./service.ts";

export const searchPlugin = fp(
  async (app) => {
    const { db, clock, config } = app.core;
    registerSearchRoutes(app, createSearchService({ db, clock, timeZone: config.portal.timeZone }));
  },
  { name: "search", dependencies: ["core"] },
);
