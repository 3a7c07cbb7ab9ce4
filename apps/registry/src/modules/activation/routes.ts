// The activation call (contract: activation.ts): a reminder's link with a new password makes the
// account of a registration and signs it in. Thin: the contract's schema parses, the service
// answers. Unauthenticated, so throttled per address as the other account calls are.
import {
  activateBodySchema,
  apiPaths,
  authResponseSchema,
  messageResponseSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { rateLimitFor } from "../../http/rate-limits.ts";
import { type ActivationDeps, createActivation } from "./service.ts";

export function registerActivationRoutes(root: FastifyInstance, deps: ActivationDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const activate = createActivation(deps);
  app.post(
    apiPaths.activate,
    {
      config: rateLimitFor("activate"),
      schema: {
        tags: ["session"],
        summary: "Make the account of a registration from a reminder's activation link",
        description:
          "The token of `{portal}/activate#{token}` and a password (the set-password policy). " +
          "Answers as login does, with a new session. 400 with `message` for an unknown, used " +
          "or expired link, a password the policy refuses, or an e-mail that has an account " +
          "already (nothing is made).",
        body: activateBodySchema,
        response: { 200: authResponseSchema, 400: messageResponseSchema },
      },
    },
    async (request) => activate(request.body.token, request.body.password, request.ip),
  );
}
