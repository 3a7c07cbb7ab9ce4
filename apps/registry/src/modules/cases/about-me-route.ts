// The signed-in practitioner's own call about the cases concerning them (contract:
// concerns-about-me.ts): a portal session, not the desk's; the cases are found from the
// account's link to its register record alone, so no parameter can name another's.
import { concernsAboutMePath, concernsAboutMeSchema } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Executor } from "../../db/client.ts";
import { concernsAboutMe } from "./concerns-about-me.ts";

export function registerConcernsAboutMeRoute(
  root: FastifyInstance,
  deps: { db: Executor; timeZone: string },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    concernsAboutMePath,
    {
      onRequest: root.requireSession,
      schema: {
        tags: ["concerns"],
        summary: "The concerns about the signed-in practitioner, as the desk released them",
        description:
          "Each case's reference, day received, stage, outcome and the updates released to " +
          "the practitioner; the raiser's name only when they agreed to it. None for an " +
          "account not linked to the register.",
        response: { 200: concernsAboutMeSchema },
      },
    },
    async (request) => concernsAboutMe(deps, request.session.userId),
  );
}
