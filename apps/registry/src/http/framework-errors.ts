// Answers to requests Fastify refuses before routing (a path that is not valid percent-encoding,
// a path part over the length limit). Fastify's own answer skips every hook, so it carried none
// of the security headers, and left the connection open with the request's body unread, to be
// parsed as a second request. This one is like every other 4xx: the
// headers, a JSON `message`, and the connection closed so no unread byte is taken for a request.
import { requestMessages } from "@portal/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { redactUrl } from "./logging.ts";
import type { SecurityHeaders } from "./security-headers.ts";

export function frameworkErrorHandler(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    headers(request.raw, reply.raw);
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
    request.log.info(
      { code: error.code, url: redactUrl(request.raw.url ?? "") },
      "request refused before routing",
    );
    return reply
      .code(status)
      .header("connection", "close")
      .header("cache-control", "no-store")
      .send({ message: requestMessages.badAddress });
  };
}
