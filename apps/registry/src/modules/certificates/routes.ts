// The signed-in practitioner's practising certificate (the dashboard's banner: its status and
// its PDF) and the public check of any certificate by its code – no session, cacheable and
// limited per address like the public register's routes, since the code is on paper for anyone.
import {
  certificatePaths,
  certificatePdfPath,
  certificateStatusSchema,
  certificateVerificationSchema,
  messageResponseSchema,
  publicCertificatePaths,
  verificationCodeParamsSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendDownload } from "../../http/downloads.ts";
import { rateLimitFor } from "../../http/rate-limits.ts";
import { PUBLIC_CACHE_CONTROL } from "../public-register/index.ts";
import type { CertificatesService } from "./service.ts";

export function registerCertificateRoutes(root: FastifyInstance, service: CertificatesService) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
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
  app.get(
    certificatePdfPath,
    {
      onRequest: root.requireSession,
      schema: {
        tags: ["certificates"],
        summary: "The signed-in practitioner's latest practising certificate as a PDF",
        description: "404 when they hold no certificate.",
        response: { 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { year, bytes } = await service.pdfOf(request.session.userId);
      reply.header("cache-control", "private, no-store");
      const fileName = `practising-certificate-${year.replace("/", "-")}.pdf`;
      return sendDownload(reply, { fileName, contentType: "application/pdf", bytes });
    },
  );
  app.get(
    // Spelled out: publicCertificatePaths.verify would encode the ":" of the parameter.
    `${publicCertificatePaths.certificates}/:code`,
    {
      config: rateLimitFor("publicRegister"),
      schema: {
        tags: ["public register"],
        security: [],
        summary: "Check a practising certificate by the code on it (no sign-in)",
        description:
          "Whose it is, its period, and whether it is current today, not begun yet, " +
          "superseded by a later one, or expired; 404 for a code no certificate carries.",
        params: verificationCodeParamsSchema,
        response: {
          200: certificateVerificationSchema,
          400: messageResponseSchema,
          404: messageResponseSchema,
          429: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const verification = await service.verify(request.params.code);
      reply.header("cache-control", PUBLIC_CACHE_CONTROL);
      return verification;
    },
  );
}
