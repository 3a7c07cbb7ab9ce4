// The public register's API (no session): search and one practitioner, the allowed fields
// only (public-practitioner.ts). Public data, so a browser or proxy may keep an answer for a
// minute; every call counts against the per-address limit (http/rate-limits.ts), which answers
// 429 with Retry-After. Bad input is the edge's 400 with a message, as everywhere.
import {
  messageResponseSchema,
  publicPractitionerPageSchema,
  publicRegisterPageSchema,
  publicRegisterPaths,
  publicRegisterQuerySchema,
  registrationNumberParamsSchema,
} from "@portal/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rateLimitFor } from "../../http/rate-limits.ts";
import type { PublicRegister } from "./service.ts";

/** How long a browser or proxy may reuse a public answer: an edit shows within a minute. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=60";

const route = {
  tags: ["public register"],
  security: [],
} as const;
const refusals = { 400: messageResponseSchema, 429: messageResponseSchema };

const cacheable = (reply: FastifyReply) => reply.header("cache-control", PUBLIC_CACHE_CONTROL);

export function registerPublicRegisterRoutes(root: FastifyInstance, register: PublicRegister) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    publicRegisterPaths.search,
    {
      config: rateLimitFor("publicRegister"),
      schema: {
        ...route,
        summary: "Search the public register of practitioners (no sign-in)",
        description:
          "By part of the name (any case, macrons optional) or registration number, with " +
          "profession and city filters; 20 a page at most, the first 10,000 matches at most.",
        querystring: publicRegisterQuerySchema,
        response: { 200: publicRegisterPageSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const page = await register.search(request.query);
      cacheable(reply);
      return page;
    },
  );
  app.get(
    // Spelled out: publicRegisterPaths.practitioner would encode the ":" of the parameter.
    `${publicRegisterPaths.search}/:registrationNumber`,
    {
      config: rateLimitFor("publicRegister"),
      schema: {
        ...route,
        summary: "One practitioner of the public register, by registration number",
        params: registrationNumberParamsSchema,
        response: { 200: publicPractitionerPageSchema, 404: messageResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const practitioner = await register.find(request.params.registrationNumber);
      cacheable(reply);
      return practitioner;
    },
  );
}
