// The desk's register record (read and edit; registrar or admin) over the desk API (contract:
// desk/register-record.ts). Thin: guard, parse, delegate to the register's edits, answer.
import {
  conditionBodySchema,
  conditionParamsSchema,
  deskApiPrefix,
  liftConditionBodySchema,
  messageResponseSchema,
  personIdParamsSchema,
  registerEditBodySchema,
  registerHistorySchema,
  registerRecordSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskRoute, refusals } from "../../http/desk-wire.ts";
import type { Conditions } from "./conditions.ts";
import type { RegisterEdits } from "./register-edits.ts";

export function registerRegisterRoutes(
  root: FastifyInstance,
  register: RegisterEdits,
  conditions: Conditions,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Spelled out: deskPaths.registerRecord would encode the ":" of the parameter.
  const record = `${deskApiPrefix}/register/:personId`;

  app.get(
    record,
    {
      onRequest: app.requireStaff("registry"),
      schema: {
        ...deskRoute,
        summary: "A practitioner's register record with their practices",
        params: personIdParamsSchema,
        response: { 200: registerRecordSchema, ...refusals },
      },
    },
    async (request) => register.read(request.params.personId),
  );

  app.put(
    record,
    {
      onRequest: app.requireStaff("registry"),
      schema: {
        ...deskRoute,
        summary: "Edit a practitioner's practices, statuses and certificate periods",
        description:
          "Replaces the whole list of practices (and, when given, whether a peer may choose " +
          "them); peer and volunteer search answer the change at once. Recorded in the staff " +
          "audit with the record before and after. 422 for a practice listed twice or a " +
          "certificate period that is not two real dates in order.",
        params: personIdParamsSchema,
        body: registerEditBodySchema,
        response: { 200: registerRecordSchema, ...refusals, 422: messageResponseSchema },
      },
    },
    async (request) =>
      register.edit({ staffId: request.staff.id }, request.params.personId, request.body),
  );

  const history = `${record}/history`;
  const imposed = `${record}/conditions`;
  const one = `${imposed}/:conditionId`;
  const changed = {
    200: registerHistorySchema,
    ...refusals,
    409: messageResponseSchema,
    422: messageResponseSchema,
  };

  app.get(
    history,
    {
      onRequest: app.requireStaff("registry"),
      schema: {
        ...deskRoute,
        summary: "A practitioner's register history and conditions on practice",
        params: personIdParamsSchema,
        response: { 200: registerHistorySchema, ...refusals },
      },
    },
    async (request) => conditions.history(request.params.personId),
  );

  app.post(
    imposed,
    {
      onRequest: app.requireStaff("registry"),
      schema: {
        ...deskRoute,
        summary: "Impose a condition on a practitioner's practice",
        description:
          "Shown on the public register, the certificate's check and its PDF from its start; " +
          "recorded in the history and the staff audit, followers told, in one transaction. " +
          "422 for an end or review date before its start.",
        params: personIdParamsSchema,
        body: conditionBodySchema,
        response: changed,
      },
    },
    async (request) =>
      conditions.impose({ staffId: request.staff.id }, request.params.personId, request.body),
  );

  app.put(
    one,
    {
      onRequest: app.requireStaff("registry"),
      schema: {
        ...deskRoute,
        summary: "Vary a condition's terms",
        description: "409 once the condition is lifted.",
        params: conditionParamsSchema,
        body: conditionBodySchema,
        response: changed,
      },
    },
    async (request) => {
      const { personId, conditionId } = request.params;
      return conditions.vary({ staffId: request.staff.id }, personId, conditionId, request.body);
    },
  );

  app.post(
    `${one}/lift`,
    {
      onRequest: app.requireStaff("registry"),
      schema: {
        ...deskRoute,
        summary: "Lift a condition from a day",
        description: "409 once the condition is lifted; 422 for a day before it started.",
        params: conditionParamsSchema,
        body: liftConditionBodySchema,
        response: changed,
      },
    },
    async (request) => {
      const { personId, conditionId } = request.params;
      return conditions.lift({ staffId: request.staff.id }, personId, conditionId, request.body);
    },
  );
}
