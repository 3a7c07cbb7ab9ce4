// Answers of the API are never cached: the user's details and form
// tokens, search results, form pages and files are personal, and a shared computer's browser
// cache or a proxy must not keep them. A route that serves something public sets its own
// Cache-Control, which this leaves alone.
import { apiPrefixes } from "@portal/contract";
import type { FastifyInstance } from "fastify";

const isApiPath = (url: string) => apiPrefixes.some((prefix) => url.startsWith(prefix));

export function registerNoStoreForApi(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control") && isApiPath(request.url)) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });
}
