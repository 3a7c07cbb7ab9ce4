// One error handler for the whole service (DESIGN §6): bad input is a 4xx with a clear
// `message`, never a 500; a service's refusal (ClientError) is answered as it says; a real
// fault is logged in full and answered with a generic text.
import { errorMessages } from "@portal/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ClientError } from "./client-error.ts";

const contexts: Record<string, string> = {
  body: "request body",
  querystring: "query string",
  params: "path",
  headers: "headers",
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ClientError) return sendClientError(reply, error);
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

function sendClientError(reply: FastifyReply, error: ClientError) {
  reply.code(error.statusCode).headers(error.headers);
  if (error.html === undefined) return reply.send({ message: error.message });
  return reply.type("text/html; charset=utf-8").send(error.html);
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
