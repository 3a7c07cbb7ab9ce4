// GET /odoo_payment/api/v1/payment (SPEC §7, a browser navigation) and the sandbox's decision
// POST. Both answer HTML (a person reads them) or a 303 back into the portal; a refusal is the
// service's ClientError with its page, answered by the error handler.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { messagePage } from "./html.ts";
import { pageStyle, pageStylePath } from "./page-style.ts";
import { decidePath } from "./provider.ts";
import type { PaymentAnswer, PaymentService } from "./service.ts";

export const paymentPath = "/odoo_payment/api/v1/payment";

const text = z.string().max(2000).optional();

function send(reply: FastifyReply, answer: PaymentAnswer) {
  reply.header("cache-control", "no-store");
  switch (answer.kind) {
    case "redirect":
      return reply.redirect(answer.url, 303);
    case "provider":
      if (answer.answer.kind === "redirect") return reply.redirect(answer.answer.url, 303);
      return reply.type("text/html; charset=utf-8").send(answer.answer.html);
    case "settled":
      return reply.type("text/html; charset=utf-8").send(
        messagePage("Already paid", answer.message, {
          href: answer.returnUrl,
          text: "Back to your form",
        }),
      );
  }
}

export function registerPaymentRoutes(
  root: FastifyInstance,
  deps: { service: PaymentService },
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(pageStylePath, { schema: { hide: true } }, (_request, reply) =>
    reply
      .type("text/css; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(pageStyle),
  );
  app.get(
    paymentPath,
    {
      schema: {
        tags: ["payments"],
        summary: "Start paying a form: records a pending payment and shows the provider's page",
        description:
          "A browser navigation. Without a valid signed intent (served in the invoice page's " +
          "payment details) it is refused (403); transactionId, amount and form must be the " +
          "intent's (else 403) and the amount the one the service computes from the form (else " +
          "400); returnUrl and returnErrorUrl must be pages of the same form on PUBLIC_URL's " +
          "origin. A form already paid shows an 'already paid' page.",
        querystring: z
          .object({
            amount: text,
            transactionId: text,
            returnUrl: text,
            returnErrorUrl: text,
            description: text,
            intent: text,
          })
          .passthrough(),
      },
    },
    async (request, reply) => send(reply, await deps.service.start(request.query)),
  );
  app.post(
    decidePath,
    {
      schema: {
        tags: ["payments"],
        summary:
          "The sandbox provider's Approve / Decline (form POST with a single-use token and the intent)",
        consumes: ["application/x-www-form-urlencoded"],
        body: z.object({
          reference: z.string().max(100).optional(),
          token: z.string().max(200).optional(),
          decision: z.string().max(20).optional(),
          intent: text,
        }),
      },
    },
    async (request, reply) => send(reply, await deps.service.decide(request.body, request.ip)),
  );
}
