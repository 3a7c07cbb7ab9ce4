// GET /registry/api/v1/file/{fileId}/{sessionId} (SPEC §7): a browser navigation, so the
// session is in the path. Thin: parse, delegate, answer the bytes as an attachment.
import { MAX_ROW_ID, messageResponseSchema } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendDownload } from "../../http/downloads.ts";
import type { FilesService } from "./service.ts";

const registry = "/registry/api/v1";

export function registerFileRoutes(root: FastifyInstance, service: FilesService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${registry}/file/:fileId/:sessionId`,
    {
      schema: {
        tags: ["files"],
        summary: "Download one of the session's user's files (form PDF, invoice, upload)",
        description:
          "The session id is in the path because the portal opens this URL as a browser " +
          "navigation. 401 (HTML, as every signed-in call) for an unknown or expired " +
          "session; 404 for a file that does not exist or is not the user's.",
        params: z.object({
          fileId: z
            .string()
            .regex(/^[1-9][0-9]{0,9}$/, "must be a positive whole number")
            .refine((id) => Number(id) <= MAX_ROW_ID, "is too large")
            .describe("The attachment id of a completed form"),
          sessionId: z.string().min(1).max(200).describe("The Odoo-Session-Id"),
        }),
        response: { 400: messageResponseSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { fileId, sessionId } = request.params;
      const file = await service.download(Number(fileId), sessionId, request.ip);
      reply.header("cache-control", "private, no-store");
      return sendDownload(reply, file);
    },
  );
}
