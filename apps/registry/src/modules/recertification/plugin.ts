// Recertification as the app loads it: the desk's cycles (decorated as `app.recertification`
// for tests and the demo seed) and the practitioner's progress, counted from their CPD log.
import fp from "fastify-plugin";
import { type CycleDesk, createCycleDesk } from "./cycles.ts";
import { registerRecertificationRoutes } from "./routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    recertification: { cycles: CycleDesk };
  }
}

export const recertificationPlugin = fp(
  async (app) => {
    const { db, clock, config, audit } = app.core;
    const timeZone = config.portal.timeZone;
    const cycles = createCycleDesk({ db, clock, timeZone, audit });
    app.decorate("recertification", { cycles });
    registerRecertificationRoutes(app, cycles, { db, clock, timeZone });
  },
  { name: "recertification", dependencies: ["core", "sessions", "forms", "register", "staff"] },
);
