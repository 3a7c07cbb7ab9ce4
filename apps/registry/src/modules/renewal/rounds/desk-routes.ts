// The admin's renewal rounds over the desk API (contract: desk/rounds.ts), admins only: a
// registrar gets 403. Thin: guard, parse, delegate to the round desk, answer.
import {
  deskApiPrefix,
  messageResponseSchema,
  roundBodySchema,
  roundListSchema,
  roundPaths,
  roundSchema,
  roundYearCodeParamsSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskRoute, refusals } from "../../../http/desk-wire.ts";
import type { RoundDesk } from "./desk-service.ts";

const refusedWrite = { ...refusals, 409: messageResponseSchema };

export function registerRoundDeskRoutes(root: FastifyInstance, rounds: RoundDesk): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
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
