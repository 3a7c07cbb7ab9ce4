// GET /registry/api/v1/search?{query} (SPEC §7): the peer and volunteer searches, signed in.
// The query is the §3 payload, validated by the contract's schema: a limit of 1–100, a start
// of 0–1,000,000, flags 0/1, texts of at most 200 characters; anything else is a 400 with a
// message. LIKE and SQL metacharacters in texts are matched literally (search-statement.ts). The answer is
// the JSON text the database wrote (search-store.ts): a string sent as JSON skips Fastify's
// serializer, so the response schema documents it (OpenAPI) but does not re-check it; the
// tests parse every answer with that schema instead.
import {
  apiPaths,
  type SearchResult,
  searchQuerySchema,
  searchResultSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { SearchService } from "./service.ts";

export function registerSearchRoutes(root: FastifyInstance, search: SearchService): void {
  root.withTypeProvider<ZodTypeProvider>().get(
    apiPaths.search,
    {
      onRequest: root.requireSession,
      schema: {
        tags: ["search"],
        summary: "Peer and volunteer search over the practitioner register",
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema },
      },
    },
    async (request, reply) => {
      const json = await search.searchJson(request.query);
      // Typed as the schema's object, sent as the text of one.
      return reply.type("application/json; charset=utf-8").send(json as unknown as SearchResult);
    },
  );
}
