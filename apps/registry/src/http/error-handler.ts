// One error handler for the whole service (DESIGN §6): bad input is a 4xx with a clear
// `message`, never a 500; a real fault is logged in full and answered with a generic text.
import { errorMessages } from "@portal/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

const contexts: Record<string, string> = {
  body: "request body",
  querystring: "query string",
  params: "path",
  headers: "headers",
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return reply.code(400).send({ message: describeValidationError(error) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (unparseable JSON, too large, wrong media type …) have
    // messages written for the caller.
    return reply.code(status).send({ message: error.message });
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send({ message: errorMessages.fallback });
}

/** "Invalid request body: login: Invalid input: expected string, received array" */
function describeValidationError(error: FastifyError): string {
  const where = contexts[error.validationContext ?? ""] ?? "request";
  const details = (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    return path ? `${path}: ${issue.message}` : (issue.message ?? "invalid");
  });
  return `Invalid ${where}: ${details.join("; ") || error.message}`;
}
