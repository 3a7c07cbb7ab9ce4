// Answers of the API are never cached: the user's details and form
// tokens, search results, form pages and files are personal, and a shared computer's browser
// cache or a proxy must not keep them. A route that serves something public sets its own
// Cache-Control, which this leaves alone. "The API" is decided on the route matched, however
// its path was spelled (routed-path.ts).
import type { FastifyInstance } from "fastify";
import { isApiRequest } from "./routed-path.ts";

export function registerNoStoreForApi(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control") && isApiRequest(request)) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });
}
