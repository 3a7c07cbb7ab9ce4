// The register of record as the app loads it: the desk's edits and conditions, each written to
// the staff audit and told to the record's followers in the edit's own transaction.
import fp from "fastify-plugin";
import type { Executor } from "../../db/client.ts";
import { createConditions } from "./conditions.ts";
import { createRegisterEdits, type RegisterEditEntry } from "./register-edits.ts";
import { registerRegisterRoutes } from "./routes.ts";

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
    registerRegisterRoutes(app, createRegisterEdits(deps), createConditions(deps));
  },
  { name: "register", dependencies: ["core", "follows", "staff"] },
);
