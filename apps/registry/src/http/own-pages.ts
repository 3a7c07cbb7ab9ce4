// Writes that only the service's own pages may send: the desk's, and the public register's
// follow. A page of another site can make its visitors' browsers post to us; what tells its
// posts apart is the Origin a browser adds (or, without one, Sec-Fetch-Site), and a body a
// plain HTML form cannot send: JSON needs a script, which another site's may not run here
// without CORS, which the service never grants.

import { sameOriginUrl } from "@portal/contract";
import type { FastifyRequest } from "fastify";
import { ClientError } from "./client-error.ts";

/**
 * Whether a state-changing request comes from the service's own pages: its Origin is
 * PUBLIC_URL's origin (by the contract's one same-origin rule), or, from a browser that sends
 * no Origin, Sec-Fetch-Site says same-origin. Anything else (another site, `null`, a tool that
 * sends neither) is not.
 */
export function fromOwnPages(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === "string") return sameOriginUrl(origin, publicOrigin)?.origin === origin;
  return request.headers["sec-fetch-site"] === "same-origin";
}

/**
 * A route's preValidation (so after its per-address limit, and before its body is checked):
 * refuses a write from elsewhere (403). For a write that must also take JSON alone, see below.
 */
export function onlyFromOwnPages(publicOrigin: string, messages: { crossSite: string }) {
  return async (request: FastifyRequest) => {
    if (!fromOwnPages(request, publicOrigin)) throw new ClientError(403, messages.crossSite);
  };
}

/**
 * A route's preValidation: refuses a write from elsewhere (403) or not sent as JSON (415).
 */
export function jsonFromOwnPages(
  publicOrigin: string,
  messages: { crossSite: string; jsonOnly: string },
) {
  const fromHere = onlyFromOwnPages(publicOrigin, messages);
  return async (request: FastifyRequest) => {
    await fromHere(request);
    const type = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") throw new ClientError(415, messages.jsonOnly);
  };
}
