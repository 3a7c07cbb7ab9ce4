// Every route of renewal rounds over the desk API, behind the staff guard. The admin's rounds
// (contract: desk/rounds.ts) are admins' only: a registrar gets 403. A round's view (contract:
// desk/round-view.ts) is any staff member's. Thin: guard, parse, delegate to the round desk or
// the round view, answer.
import {
  deskApiPrefix,
  notFiledPageSchema,
  notFiledQuerySchema,
  roundBodySchema,
  roundListSchema,
  roundParamsSchema,
  roundPaths,
  roundSchema,
  roundSummarySchema,
  roundViewPaths,
  roundYearCodeParamsSchema,
  sendReminderBodySchema,
  sentReminderSchema,
} from "@portal/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskRoute, onTheWire, refusals, refusedWrite } from "../../http/desk-wire.ts";
import { contentDisposition } from "../../http/downloads.ts";
import { createDeskReminder, createRoundView, type DeskReminderDeps } from "./desk/index.ts";
import { createRoundDesk } from "./rounds/index.ts";

export function registerRenewalRoutes(app: FastifyInstance, deps: DeskReminderDeps): void {
  registerRoundDeskRoutes(app, deps);
  registerRoundViewRoutes(app, deps);
}

function registerRoundDeskRoutes(root: FastifyInstance, deps: DeskReminderDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const rounds = createRoundDesk(deps);
  const admin = app.requireStaff("admin");

  app.get(
    roundPaths.rounds,
    {
      onRequest: admin,
      schema: {
        ...deskRoute,
        summary: "Admin: the renewal rounds, the latest period first",
        response: { 200: roundListSchema, ...refusals },
      },
    },
    async () => ({ items: await rounds.list() }),
  );

  app.post(
    roundPaths.rounds,
    {
      onRequest: admin,
      schema: {
        ...deskRoute,
        summary: "Admin: add a renewal round",
        description:
          "400 for figures that do not fit together (the period one year, renewal opening " +
          "before it starts, the deadline between opening and the period's end); 409 for a " +
          "year that has a round or a period that overlaps another's. Recorded in the staff audit.",
        body: roundBodySchema,
        response: { 200: roundSchema, ...refusedWrite },
      },
    },
    async (request) => rounds.create({ staffId: request.staff.id }, request.body),
  );

  app.put(
    // Spelled out: roundPaths.round would encode the ":" of the parameter.
    `${deskApiPrefix}/rounds/:yearCode`,
    {
      onRequest: admin,
      schema: {
        ...deskRoute,
        summary: "Admin: change a renewal round",
        description:
          "As adding one; a round under way (renewals started, certificates issued or " +
          "reminders sent for it) keeps its year, period and fee (400). Recorded in the staff " +
          "audit with what changed.",
        params: roundYearCodeParamsSchema,
        body: roundBodySchema,
        response: { 200: roundSchema, ...refusedWrite },
      },
    },
    async (request) =>
      rounds.change({ staffId: request.staff.id }, request.params.yearCode, request.body),
  );
}

function registerRoundViewRoutes(root: FastifyInstance, deps: DeskReminderDeps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const view = createRoundView(deps);
  const sendReminderNow = createDeskReminder(deps);
  const staff = app.requireStaff("registry");
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
        response: { 200: sentReminderSchema, ...refusedWrite },
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
