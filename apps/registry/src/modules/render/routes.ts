// POST /registry/api/v1/render (SPEC §7 "POST to a caller-supplied render endpoint"): the
// portal's process page sends the sections it collected; the service answers once the PDF is
// the form's `form` attachment. The session comes in the header or, as SPEC §3's payload
// names it, in the body's sessionId. Thin: parse, authenticate, delegate.
import {
  errorMessages,
  messageResponseSchema,
  renderPayloadSchema,
  SESSION_HEADER,
} from "@portal/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorHandler } from "../../http/error-handler.ts";
import { sendHtmlError } from "../../http/html-error.ts";
import type { SessionService } from "../sessions/service.ts";
import { MAX_RENDER_BODY, type RenderService, renderMessages } from "./service.ts";

export const renderPath = "/registry/api/v1/render";

/**
 * The payload as JSON, or form-encoded (as the portal sends its saves) with `sections` as
 * JSON text; text that is not JSON fails validation with a clear message.
 */
const renderBodySchema = renderPayloadSchema.extend({
  sections: z.preprocess((value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, renderPayloadSchema.shape.sections),
});

const renderedSchema = z.object({
  message: z.string(),
  fileId: z.number().int(),
  fileName: z.string(),
  fileSize: z.number().int(),
  pages: z.number().int(),
});

export function registerRenderRoutes(
  root: FastifyInstance,
  deps: { service: RenderService; sessions: SessionService },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.post(
    renderPath,
    {
      bodyLimit: MAX_RENDER_BODY,
      errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
        if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
          return reply.code(413).send({ message: renderMessages.tooLarge });
        }
        return errorHandler(error, request, reply);
      },
      schema: {
        tags: ["forms"],
        security: [{ session: [] }],
        summary: "Render a form's collected sections to its PDF (the form attachment)",
        description:
          "Replaces the form's earlier PDF. 404 for a form that is not the session user's; " +
          "400 for a malformed payload, more than 2,000 fields or 200,000 characters of printed " +
          "text; 413 over 5 MiB.",
        consumes: ["application/json", "application/x-www-form-urlencoded"],
        body: renderBodySchema,
        response: {
          200: renderedSchema,
          400: messageResponseSchema,
          404: messageResponseSchema,
          413: messageResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const header = request.headers[SESSION_HEADER.toLowerCase()];
      const session = await deps.sessions.resume(
        typeof header === "string" && header ? header : request.body.sessionId,
      );
      if (!session) return sendHtmlError(reply, 401, errorMessages.loginRequired);
      const result = await deps.service.render(request.body, session.userId);
      if (result.kind === "notFound") {
        return reply.code(404).send({ message: renderMessages.formNotFound });
      }
      if (result.kind === "tooManyFields") {
        return reply.code(400).send({ message: renderMessages.tooManyFields });
      }
      if (result.kind === "tooMuchText") {
        return reply.code(400).send({ message: renderMessages.tooMuchText });
      }
      return {
        message: "Form rendered.",
        fileId: result.fileId,
        fileName: result.fileName,
        fileSize: result.size,
        pages: result.pages,
      };
    },
  );
}
