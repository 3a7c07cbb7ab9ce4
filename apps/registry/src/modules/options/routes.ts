// GET /registry/api/v1/options/{name}: a field's option list (SPEC §7 "GET {endpoint from a
// field}"). Public, because the anonymous registration form uses it too, and the lists are
// reference data. The portal adds formToken, formCode and page to the query (accepted, not
// needed) plus the value of each field the list depends on; with one of those missing or
// empty the answer is an empty list, as SPEC §4 has dependent options become empty.
import { messageResponseSchema, optionListPath, optionListSchema } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ClientError } from "../../http/client-error.ts";
import { optionLists, optionsFor } from "./option-lists.ts";

const paramsSchema = z.object({ name: z.string().max(100) });
const querySchema = z
  .object({
    formToken: z.string().max(200).optional(),
    formCode: z.string().max(200).optional(),
    page: z.string().max(200).optional(),
  })
  .catchall(z.string().max(1000).describe("The value of a field the list depends on"));

export function registerOptionRoutes(root: FastifyInstance): void {
  root.withTypeProvider<ZodTypeProvider>().get(
    `${optionListPath("")}:name`,
    {
      schema: {
        tags: ["forms"],
        summary: "A field's option list (fieldDetails.endpoint)",
        description:
          "Known lists: " +
          [...optionLists.values()]
            .map((l) => `${l.name}${l.dependsOn.length ? ` (depends on ${l.dependsOn}) ` : ""}`)
            .join(", ") +
          ". 404 {message} for an unknown list; an empty list when a dependency is empty.",
        params: paramsSchema,
        querystring: querySchema,
        response: { 200: optionListSchema, 404: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const list = optionLists.get(request.params.name);
      if (!list) throw new ClientError(404, "Option list not found.");
      reply.header("cache-control", "public, max-age=300");
      return [...optionsFor(list, request.query)];
    },
  );
}
