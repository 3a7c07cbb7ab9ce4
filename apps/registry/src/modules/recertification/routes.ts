// Every route of recertification. At the desk (contract: desk/recert-cycles.ts): the cycles,
// read by registry staff and set by admins (a registrar gets 403 on a write). In the portal
// (contract: cpd.ts): the signed-in practitioner's own progress, found from their account's
// link to the register alone. Thin: guard, parse, delegate, answer.
import {
  cpdProgressPath,
  cpdProgressSchema,
  cycleBodySchema,
  cycleListSchema,
  cycleParamsSchema,
  cyclePaths,
  cycleSchema,
  deskApiPrefix,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskRoute, idOf, refusals, refusedWrite } from "../../http/desk-wire.ts";
import type { CycleDesk } from "./cycles.ts";
import { type ProgressDeps, progressOf } from "./progress.ts";

const CYCLE_RULES =
  "400 for hours in all fewer than the categories' minimums; 409 for a period that overlaps " +
  "another cycle of the profession. Recorded in the staff audit.";

export function registerRecertificationRoutes(
  root: FastifyInstance,
  cycles: CycleDesk,
  progress: ProgressDeps,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const admin = app.requireStaff("admin");

  app.get(
    cyclePaths.cycles,
    {
      onRequest: app.requireStaff("registry"),
      schema: {
        ...deskRoute,
        summary: "The recertification cycles, by profession, the latest first",
        response: { 200: cycleListSchema, ...refusals },
      },
    },
    async () => ({ items: await cycles.list() }),
  );

  app.post(
    cyclePaths.cycles,
    {
      onRequest: admin,
      schema: {
        ...deskRoute,
        summary: "Admin: add a recertification cycle",
        description: CYCLE_RULES,
        body: cycleBodySchema,
        response: { 200: cycleSchema, ...refusedWrite },
      },
    },
    async (request) => cycles.create({ staffId: request.staff.id }, request.body),
  );

  app.put(
    // Spelled out: cyclePaths.cycle would encode the ":" of the parameter.
    `${deskApiPrefix}/recertification/cycles/:cycleId`,
    {
      onRequest: admin,
      schema: {
        ...deskRoute,
        summary: "Admin: change a recertification cycle",
        description: `As adding one; 404 for no such cycle, 409 for one that has ended. ${CYCLE_RULES}`,
        params: cycleParamsSchema,
        body: cycleBodySchema,
        response: { 200: cycleSchema, ...refusedWrite },
      },
    },
    async (request) =>
      cycles.change({ staffId: request.staff.id }, idOf(request.params.cycleId), request.body),
  );

  app.get(
    cpdProgressPath,
    {
      onRequest: root.requireSession,
      schema: {
        tags: ["recertification"],
        summary: "The signed-in practitioner's progress in their recertification cycles",
        description:
          "For the cycle in force today of each profession the practitioner holds, what it " +
          "requires and what their completed CPD activities dated in it add up to. None for " +
          "an account not linked to the register.",
        response: { 200: cpdProgressSchema },
      },
    },
    async (request) => progressOf(progress, request.session.userId),
  );
}
