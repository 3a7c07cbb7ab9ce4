// The desk's round view over the desk API (contract: desk/round-view.ts; registrars and admins).
// Thin: the staff guard, the contract's schemas parse, the round view answers.
import {
  messageResponseSchema,
  notFiledPageSchema,
  notFiledQuerySchema,
  roundParamsSchema,
  roundSummarySchema,
  roundViewPaths,
  sendReminderBodySchema,
  sentReminderSchema,
} from "@portal/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskRoute, onTheWire, refusals } from "../../http/desk-wire.ts";
import { contentDisposition } from "../files/index.ts";
import { createDeskReminder, createRoundView, type DeskReminderDeps } from "./desk/index.ts";

export function registerRoundViewRoutes(root: FastifyInstance, deps: DeskReminderDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const view = createRoundView(deps);
  const sendReminderNow = createDeskReminder(deps);
  const staff = app.requireStaff();
  // Spelled out: the paths' builders would encode the ":" of the parameter.
  const of = (path: (yearCode: string) => string) => path(":yearCode").replace("%3A", ":");

  app.get(
    of(roundViewPaths.summary),
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "A renewal round's dates and who must renew, counted by status and profession",
        params: roundParamsSchema,
        response: { 200: roundSummarySchema, ...refusals },
      },
    },
    async (request) => onTheWire(roundSummarySchema, await view.summary(request.params.yearCode)),
  );

  app.get(
    of(roundViewPaths.notFiled),
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "Who has not filed for the round (not started, in progress, returned), paged",
        params: roundParamsSchema,
        querystring: notFiledQuerySchema,
        response: { 200: notFiledPageSchema, ...refusals },
      },
    },
    async (request) =>
      onTheWire(notFiledPageSchema, await view.notFiled(request.params.yearCode, request.query)),
  );

  app.get(
    of(roundViewPaths.notFiledCsv),
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "Who has not filed for the round as CSV (RFC 4180), every row",
        params: roundParamsSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await view.notFiledCsv(request.params.yearCode);
      return (reply as FastifyReply)
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition(fileName))
        .send(csv);
    },
  );

  app.post(
    of(roundViewPaths.reminders),
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "Send one practitioner who has not filed a renewal reminder now",
        description:
          "An e-mail through the outbox, recorded as a reminder and in the staff audit. 400 " +
          "when they have filed, lapsed or have no account; 409 when the desk reminded them " +
          "today already.",
        params: roundParamsSchema,
        body: sendReminderBodySchema,
        response: { 200: sentReminderSchema, ...refusals, 409: messageResponseSchema },
      },
    },
    async (request) =>
      sendReminderNow(
        { staffId: request.staff.id },
        request.params.yearCode,
        request.body.practitionerId,
      ),
  );
}
