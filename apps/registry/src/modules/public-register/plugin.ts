// The public register (search, a practitioner's public record) as the app loads it.
import fp from "fastify-plugin";
import { registerPublicRegisterRoutes } from "./routes.ts";
import { createPublicRegister } from "./service.ts";

export const publicRegisterPlugin = fp(
  async (app) => {
    const { db, clock, config } = app.core;
    registerPublicRegisterRoutes(
      app,
      createPublicRegister({ db, clock, timeZone: config.portal.timeZone }),
    );
  },
  { name: "public-register", dependencies: ["core"] },
);
