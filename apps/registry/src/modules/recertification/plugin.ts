// Recertification as the app loads it: the desk's cycles and the practitioner's progress,
// counted from their CPD log, and the professional peers' confirmations, behind their routes.
import fp from "fastify-plugin";
import { createCycleDesk } from "./cycles.ts";
import { createPeerDesk } from "./peer-items.ts";
import { registerPeerRoutes } from "./peer-routes.ts";
import { registerRecertificationRoutes } from "./routes.ts";

export const recertificationPlugin = fp(
  async (app) => {
    const { db, clock, config, audit } = app.core;
    const timeZone = config.portal.timeZone;
    const cycles = createCycleDesk({ db, clock, timeZone, audit });
    registerRecertificationRoutes(app, cycles, { db, clock, timeZone });
    const peers = createPeerDesk({ db, clock, timeZone, audit });
    registerPeerRoutes(app, peers, { db, clock, timeZone });
  },
  { name: "recertification", dependencies: ["core", "sessions", "forms", "register", "staff"] },
);
