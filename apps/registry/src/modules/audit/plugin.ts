// The staff audit trail's desk routes (admins only) as the app loads them. The trail itself is
// written by every module through `app.core.audit` (core/app-core.ts).
import fp from "fastify-plugin";
import { registerStaffAuditRoutes } from "./staff-audit-routes.ts";

export const auditPlugin = fp(
  async (app) => {
    const { db, config } = app.core;
    registerStaffAuditRoutes(app, db, config.portal.timeZone);
  },
  { name: "audit", dependencies: ["core", "staff"] },
);
