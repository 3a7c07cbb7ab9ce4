// The account calls of SPEC §7: resetpassword (forgot password), validate/{token} (e-mailed
// links) and setpassword. Thin: parse, guard, delegate to the account service, answer.
import {
  accountMessages,
  apiPaths,
  messageResponseSchema,
  validateResponseSchema,
  validationMessages,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ClientError } from "../../http/client-error.ts";
import { rateLimitFor } from "../../http/rate-limits.ts";
import type { AccountService } from "./account-service.ts";

// Optional fields: a missing one gets the clear message below, not a schema error.
const resetBodySchema = z
  .object({ email: z.string().max(320).optional().describe("The account's e-mail") })
  .nullable();
const setPasswordBodySchema = z
  .object({ password: z.string().max(4096).optional().describe("The new password") })
  .nullable();
const validateParamsSchema = z.object({
  token: z.string().describe("The token of the e-mailed link"),
});

export function registerAccountRoutes(root: FastifyInstance, account: AccountService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ["session"];

  app.post(
    apiPaths.resetPassword,
    {
      config: rateLimitFor("resetPassword"),
      schema: {
        tags,
        summary: "Forgot password: e-mail a single-use reset link (form-encoded or JSON)",
        description:
          "Answers the same whether or not the address has an account. The link " +
          "({PUBLIC_URL}/confirm/reset_password/{token}) expires in 1 hour.",
        consumes: ["application/x-www-form-urlencoded", "application/json"],
        body: resetBodySchema,
        response: { 200: messageResponseSchema, 400: messageResponseSchema },
      },
    },
    async (request) => {
      const email = request.body?.email?.trim();
      if (!email) throw new ClientError(400, accountMessages.resetEmailRequired);
      await account.requestPasswordReset(email, request.ip);
      return { message: accountMessages.resetRequested };
    },
  );

  app.get(
    `${apiPaths.validate("")}:token`,
    {
      config: rateLimitFor("validate"),
      schema: {
        tags,
        summary: "Follow an e-mailed link: signs the user in with a new session",
        description:
          "A reset link leaves userDetails.passwordResetPending true until setpassword. An " +
          "unknown, expired or used link answers 400 JSON.",
        params: validateParamsSchema,
        response: { 200: validateResponseSchema, 400: messageResponseSchema },
      },
    },
    async (request) => account.validateLink(request.params.token, request.ip),
  );

  app.post(
    apiPaths.setPassword,
    {
      onRequest: app.requireSession,
      config: rateLimitFor("setPassword"),
      schema: {
        tags,
        security: [{ session: [] }],
        summary: "Set a new password (form-encoded); ends the user's other sessions",
        consumes: ["application/x-www-form-urlencoded", "application/json"],
        body: setPasswordBodySchema,
        response: {
          200: messageResponseSchema,
          400: messageResponseSchema,
          503: messageResponseSchema,
        },
      },
    },
    async (request) => {
      const password = request.body?.password ?? "";
      if (!password) throw new ClientError(400, validationMessages.passwordRequired);
      await account.setPassword(request.session, password, request.ip);
      return { message: accountMessages.passwordChanged };
    },
  );
}
