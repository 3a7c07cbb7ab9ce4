// GET /web_portal/api/v1/config: the portal's Configuration (SPEC §3), public, so the portal
// can read its title, time-out and content before anyone signs in.
import { apiPaths, type PortalConfig, portalConfigSchema } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

export function registerPortalConfigRoutes(root: FastifyInstance, portal: PortalConfig): void {
  root.withTypeProvider<ZodTypeProvider>().get(
    apiPaths.config,
    {
      schema: {
        tags: ["portal"],
        summary: "The portal configuration (PORTAL_CONFIG merged over the defaults)",
        response: { 200: portalConfigSchema },
      },
    },
    async () => portal,
  );
}
