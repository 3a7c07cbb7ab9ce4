// The case stages over the desk API (contract: desk/case-stages.ts). Anyone working cases reads
// the list, since the queue's filter, its figures and the stage form show the stages' names; only
// an admin changes it (a registrar and an investigator get 403), the whole list at once.
import { caseStageListSchema, caseStagePaths } from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskRoute, onTheWire, refusals, refusedWrite } from "../../http/desk-wire.ts";
import type { CaseStages } from "./case-stages.ts";
import { actorOf } from "./routes.ts";

export function registerCaseStageRoutes(root: FastifyInstance, stages: CaseStages): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    caseStagePaths.stages,
    {
      onRequest: app.requireStaff("cases"),
      schema: {
        ...deskRoute,
        summary: "The case stages in order, received first and closed last, retired ones too",
        response: { 200: caseStageListSchema, ...refusals },
      },
    },
    async () => onTheWire(caseStageListSchema, await stages.list()),
  );

  app.put(
    caseStagePaths.stages,
    {
      onRequest: app.requireStaff("admin"),
      schema: {
        ...deskRoute,
        summary: "Admin: set the case stages, the whole ordered list at once",
        description:
          "Received stays first and Closed last, neither retired; codes and names are each " +
          "used once; a name is 1 to 60 characters (400). A stage of the stored list left out " +
          "is refused (409): retire it instead. Any refusal changes nothing. Recorded in the " +
          "staff audit with the list before and after.",
        body: caseStageListSchema,
        response: { 200: caseStageListSchema, ...refusedWrite },
      },
    },
    async (request) =>
      onTheWire(caseStageListSchema, await stages.change(actorOf(request), request.body)),
  );
}
