// Serves the built portal at / and answers everything that is neither an API route nor a
// file: API prefixes get a JSON 404, other GETs get index.html so the portal's router can
// handle client routes (history fallback).
import { existsSync } from "node:fs";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isApiPath, routedPath } from "./routed-path.ts";

export const PORTAL_NOT_BUILT =
  "The portal has not been built. Run `npm run build` at the repository root, then reload.";

export async function registerPortalStatic(app: FastifyInstance, webDist: string) {
  const assetsDir = join(webDist, "assets") + sep;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    // The portal's build writes .br and .gz copies of its text files (apps/web/precompress.ts):
    // sent to browsers that accept them, the files as they are to any other.
    preCompressed: true,
    // A missing build is reported by main.ts and answered with a 503 below.
    suppressWarning: true,
    // index.html must be revalidated so a new build is picked up; Vite's hashed assets never change.
    setHeaders: (res, path) => {
      res.header(
        "cache-control",
        path.startsWith(assetsDir) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    // The path as routed: an API path however spelled is the API's 404, not the portal's page.
    const path = routedPath(request.url);
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (isApiPath(path) || !isRead) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${path}` });
    }
    // Looked up per request, so building the portal while the service runs just works.
    if (!existsSync(join(webDist, "index.html"))) {
      return reply.code(503).type("text/plain; charset=utf-8").send(PORTAL_NOT_BUILT);
    }
    return reply.header("cache-control", "no-cache").sendFile("index.html");
  });
}
