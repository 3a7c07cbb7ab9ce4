// The desk's register record (read and edit; registrar or admin) over the desk API (contract:
// desk/register-record.ts). Thin: guard, parse, delegate to the register's edits, answer.
import {
  deskApiPrefix,
  messageResponseSchema,
  personIdParamsSchema,
  registerEditBodySchema,
  registerRecordSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskRoute, refusals } from "../../http/desk-wire.ts";
import type { RegisterEdits } from "./register-edits.ts";

export function registerRegisterRoutes(root: FastifyInstance, register: RegisterEdits): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Spelled out: deskPaths.registerRecord would encode the ":" of the parameter.
  const record = `${deskApiPrefix}/register/:personId`;

  app.get(
    record,
    {
      onRequest: app.requireStaff(),
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
      onRequest: app.requireStaff(),
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
}
