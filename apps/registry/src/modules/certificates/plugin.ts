// Practising certificates as the app loads them: the dashboard's status and PDF, and the
// public check of a certificate's code.
import fp from "fastify-plugin";
import { registerCertificateRoutes } from "./routes.ts";
import { createCertificatesService } from "./service.ts";

export const certificatesPlugin = fp(
  async (app) => {
    const { db, clock, config, portalUrl } = app.core;
    const service = createCertificatesService({
      db,
      clock,
      timeZone: config.portal.timeZone,
      portalUrl,
    });
    registerCertificateRoutes(app, service);
  },
  { name: "certificates", dependencies: ["core", "sessions"] },
);
