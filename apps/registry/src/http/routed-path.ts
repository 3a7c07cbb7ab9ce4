// Rules keyed on where a request goes (no-store on the API, the desk's same-origin check, a
// JSON 404 rather than the portal's page) are decided on the route the router matched, never
// on the raw request line. The router (find-my-way) matches the path decoded with decodeURI –
// every escape but those of reserved characters – so `/desk/%61pi/v1/…` reaches the handler
// of `/desk/api/v1/…`; a test of the raw string would let that spelling past the rule.
import { apiPrefixes } from "@portal/contract";
import type { FastifyRequest } from "fastify";

/** The end of a URL's path: its query or fragment, or the end. */
function pathEnd(url: string): number {
  const end = url.search(/[?#]/);
  return end === -1 ? url.length : end;
}

/**
 * The path of `url` as the router reads it: without the query, percent-decoded as decodeURI
 * decodes (reserved characters stay escaped). A path decodeURI cannot read is refused before
 * routing (framework-errors.ts), so its raw form is as good as any.
 */
export function routedPath(url: string): string {
  const path = url.slice(0, pathEnd(url));
  if (!path.includes("%")) return path;
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The query (and fragment) of `url` as sent, with its "?"; "" without one. */
export const rawQuery = (url: string): string => url.slice(pathEnd(url));

/**
 * Whether the request reached something under `prefix` ("/desk/api/v1/"): by the pattern of
 * the route that matched it, or – for the portal's wildcard route and the not-found answer,
 * whose pattern says nothing – by the path as the router decoded it.
 */
export function isRequestUnder(request: FastifyRequest, prefix: string): boolean {
  return (
    request.routeOptions.url?.startsWith(prefix) === true ||
    routedPath(request.url).startsWith(prefix)
  );
}

/** Whether a decoded path is the service's API rather than the portal (its prefix, or bare). */
export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path.startsWith(prefix) || path === prefix.slice(0, -1));
}

/** Whether the request went to the API (a route under an API prefix, however spelled). */
export const isApiRequest = (request: FastifyRequest): boolean =>
  (request.routeOptions.url !== undefined && isApiPath(request.routeOptions.url)) ||
  isApiPath(routedPath(request.url));
