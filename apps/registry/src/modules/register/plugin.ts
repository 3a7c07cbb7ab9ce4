// The register of record as the app loads it: the desk's edits and conditions, each written to
// the staff audit and told to the record's followers in the edit's own transaction. Both are
// decorated for the desk's other writers (a case's outcome imposes a condition or suspends).
import fp from "fastify-plugin";
import type { Executor } from "../../db/client.ts";
import { type Conditions, createConditions } from "./conditions.ts";
import {
  createRegisterEdits,
  type RegisterEditEntry,
  type RegisterEdits,
} from "./register-edits.ts";
import { registerRegisterRoutes } from "./routes.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The register's own writes at the desk, for the modules whose decisions change it. */
    registerOfRecord: { edits: RegisterEdits; conditions: Conditions };
  }
}

export const registerPlugin = fp(
  async (app) => {
    const { db, clock, config, audit } = app.core;
    const deps = {
      db,
      clock,
      timeZone: config.portal.timeZone,
      recordStaffAction: (tx: Executor, at: Date, entry: RegisterEditEntry) =>
        audit.recordIn(tx, { ...entry, at }),
      notifyFollowers: app.follows.notifyFollowers,
    };
    const edits = createRegisterEdits(deps);
    const conditions = createConditions(deps);
    app.decorate("registerOfRecord", { edits, conditions });
    registerRegisterRoutes(app, edits, conditions);
  },
  { name: "register", dependencies: ["core", "follows", "staff"] },
);
