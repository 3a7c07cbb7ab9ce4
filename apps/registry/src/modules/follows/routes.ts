// The follow routes of the public register (no session), each under the public per-address
// limit: ask to follow a record (always the same 202), confirm from the e-mailed link, and
// unsubscribe – by the portal's button or a mail client's one-click POST (RFC 8058), which
// sends the token in the query string and "List-Unsubscribe=One-Click" as a form body.
import {
  followMessages,
  followPaths,
  followRequestSchema,
  followTokenSchema,
  messageResponseSchema,
  publicRegisterPaths,
  registrationNumberParamsSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { jsonFromOwnPages } from "../../http/own-pages.ts";
import { rateLimitFor } from "../../http/rate-limits.ts";
import type { Follows } from "./service.ts";

const route = { tags: ["public register"], security: [] } as const;
const refusals = { 400: messageResponseSchema, 429: messageResponseSchema };
/** Refusals of a write only the portal's pages send (http/own-pages.ts). */
const notFromThePortal = { 403: messageResponseSchema, 415: messageResponseSchema };
const limited = rateLimitFor("publicRegister");

export function registerFollowRoutes(
  root: FastifyInstance,
  follows: Follows,
  publicOrigin: string,
) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const fromThePortal = jsonFromOwnPages(publicOrigin, followMessages);
  app.post(
    // Spelled out: followPaths.follow would encode the ":" of the parameter.
    `${publicRegisterPaths.search}/:registrationNumber/follow`,
    {
      config: limited,
      preValidation: fromThePortal,
      schema: {
        ...route,
        summary: "Ask to be e-mailed when a practitioner's public record changes",
        description:
          "Answers 202 with the same message whether or not the address already follows the " +
          "record; a confirmation link is e-mailed unless it does, or its limits are reached. " +
          "Only as JSON from the portal's own pages (403, 415).",
        params: registrationNumberParamsSchema,
        body: followRequestSchema,
        response: {
          202: messageResponseSchema,
          404: messageResponseSchema,
          ...refusals,
          ...notFromThePortal,
        },
      },
    },
    async (request, reply) => {
      await follows.request(request.params.registrationNumber, request.body, request.ip);
      return reply.code(202).send({ message: followMessages.requested });
    },
  );
  // The two links of the e-mails: the confirmation's token comes as JSON from the portal's
  // page; the unsubscribe's in the query string, where a mail client's one click puts it.
  // The confirmation comes only from the portal's page; the unsubscribe also from a mail
  // client's one click (RFC 8058), a form post with no Origin.
  const linkRoutes = [
    { path: followPaths.confirm, from: "body", act: follows.confirm, done: "confirmed" },
    {
      path: followPaths.unsubscribe,
      from: "querystring",
      act: follows.unsubscribe,
      done: "unsubscribed",
    },
  ] as const;
  for (const link of linkRoutes) {
    app.post(
      link.path,
      {
        config: limited,
        ...(link.from === "body" ? { preValidation: fromThePortal } : {}),
        schema: {
          ...route,
          summary: `The e-mailed link that the follow is ${link.done} by (its token)`,
          [link.from]: followTokenSchema,
          response: { 200: messageResponseSchema, ...refusals, ...notFromThePortal },
        },
      },
      async (request) => {
        const sent = link.from === "body" ? request.body : request.query;
        const { token } = followTokenSchema.parse(sent);
        await link.act(token);
        return { message: followMessages[link.done] };
      },
    );
  }
}
