// GET the signed-in practitioner's practising certificate status (the dashboard's banner).
import { certificatePaths, certificateStatusSchema } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { CertificatesService } from "./service.ts";

export function registerCertificateRoutes(root: FastifyInstance, service: CertificatesService) {
  root.withTypeProvider<ZodTypeProvider>().get(
    certificatePaths.status,
    {
      onRequest: root.requireSession,
      schema: {
        tags: ["certificates"],
        summary: "Where the signed-in practitioner's practising certificate stands",
        response: { 200: certificateStatusSchema },
      },
    },
    async (request) => service.statusOf(request.session.userId),
  );
}
