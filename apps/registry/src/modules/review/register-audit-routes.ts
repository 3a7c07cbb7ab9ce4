// The desk's register record (read and edit; registrar or admin) and the staff audit trail
// (admins only: a registrar gets 403) over the desk API (contract: desk/register-record.ts,
// desk/staff-audit.ts). Thin: guard, parse, delegate to app.review, answer.
import {
  deskApiPrefix,
  deskPaths,
  messageResponseSchema,
  personIdParamsSchema,
  registerEditBodySchema,
  registerRecordSchema,
  staffAuditCsvQuerySchema,
  staffAuditPageSchema,
  staffAuditQuerySchema,
} from "@portal/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contentDisposition } from "../files/index.ts";
import { deskRoute, instantOf, onTheWire, refusals } from "./desk-wire.ts";
import type { ReviewService } from "./service.ts";

export function registerRegisterAndAuditRoutes(root: FastifyInstance, review: ReviewService): void {
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
    async (request) => review.register.read(request.params.personId),
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
      review.register.edit(
        { staffId: request.staff.id, role: request.staff.role },
        request.params.personId,
        request.body,
      ),
  );

  app.get(
    deskPaths.audit,
    {
      onRequest: app.requireStaff("admin"),
      schema: {
        ...deskRoute,
        summary: "Admin: the staff audit trail, newest first",
        querystring: staffAuditQuerySchema,
        response: { 200: staffAuditPageSchema, ...refusals },
      },
    },
    async (request) => {
      const { from, to, page, pageSize, ...filter } = request.query;
      const found = await review.auditPage(
        { ...filter, from: instantOf(from), to: instantOf(to) },
        { page, pageSize },
      );
      return onTheWire(staffAuditPageSchema, found);
    },
  );

  app.get(
    deskPaths.auditCsv,
    {
      onRequest: app.requireStaff("admin"),
      schema: {
        ...deskRoute,
        summary: "Admin: the staff audit trail as CSV (RFC 4180), oldest first",
        querystring: staffAuditCsvQuerySchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await review.auditCsv({ from: instantOf(from), to: instantOf(to) });
      return (reply as FastifyReply)
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition("staff-audit.csv"))
        .send(csv);
    },
  );
}
