// POST /registry/api/v1/render (SPEC §7 "POST to a caller-supplied render endpoint"): the
// portal's process page sends the sections it collected; the service answers once the PDF is
// the form's `form` attachment. The session comes in the header or, as SPEC §3's payload
// names it, in the body's sessionId. Thin: parse, authenticate, delegate.
//
// Refusals: 413 for a body over its limit; 422 for content over a limit of
// @portal/contract's renderLimits, or whose PDF overran its process's time or memory; 429 while
// the session has a render under way; 503 (Retry-After) while the PDF renderers' queue is full.
// Each with a `message` the portal shows.
import {
  errorMessages,
  messageResponseSchema,
  RENDER_TOO_LARGE,
  renderPayloadSchema,
  SESSION_HEADER,
} from "@portal/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { z } from "zod";
import { errorHandler } from "../../http/error-handler.ts";
import { sendHtmlError } from "../../http/html-error.ts";
import type { SessionService } from "../sessions/index.ts";
import { MAX_RENDER_BODY, RenderFailed, type RenderService, renderMessages } from "./service.ts";

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
        const overLimit = overLimitMessage(error);
        if (overLimit) return reply.code(422).send({ message: overLimit });
        if (error instanceof RenderFailed) {
          request.log.error({ detail: error.message }, "form PDF failed");
          return reply.code(500).send({ message: renderMessages.failed });
        }
        return errorHandler(error, request, reply);
      },
      schema: {
        tags: ["forms"],
        security: [{ session: [] }],
        summary: "Render a form's collected sections to its PDF (the form attachment)",
        description:
          "Replaces the form's earlier PDF. 404 for a form that is not the session user's; " +
          "400 for a malformed payload; 413 over 5 MiB; 422 for a part over its limit " +
          "(renderLimits: more than 2,000 fields, 200,000 characters of printed text, 1,000 " +
          "characters of a title or label, 50,000 of a value …) or a PDF over its process's time " +
          "or memory; 429 while the session has a render under way; 503 while the service " +
          "has too many (Retry-After).",
        consumes: ["application/json", "application/x-www-form-urlencoded"],
        body: renderBodySchema,
        response: {
          200: renderedSchema,
          400: messageResponseSchema,
          404: messageResponseSchema,
          413: messageResponseSchema,
          422: messageResponseSchema,
          429: messageResponseSchema,
          500: messageResponseSchema,
          503: messageResponseSchema,
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
      const result = await deps.service.render(request.body, session);
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

/**
 * The message for a payload that parsed but has a part over its limit (a `too_big` issue,
 * also inside a union's, as a value's): the contract's own message for a limit of
 * renderLimits, zod's with the path for others.
 */
function overLimitMessage(error: FastifyError): string | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  for (const issue of error.validation) {
    const ours = renderLimitMessage({ ...issue.params, message: issue.message });
    if (ours) return ours;
    if (issue.keyword === "too_big") {
      const path = issue.instancePath.slice(1).replaceAll("/", ".");
      return `Invalid request body: ${path}: ${issue.message}`;
    }
  }
  return undefined;
}

/** A renderLimits message in a zod issue's details (a union's issues are nested). */
function renderLimitMessage(details: unknown): string | undefined {
  if (typeof details !== "object" || details === null) return undefined;
  const { message, errors } = details as { message?: unknown; errors?: unknown };
  if (typeof message === "string" && message.startsWith(RENDER_TOO_LARGE)) return message;
  if (!Array.isArray(errors)) return undefined;
  for (const issue of errors.flat()) {
    const found = renderLimitMessage(issue);
    if (found) return found;
  }
  return undefined;
}
