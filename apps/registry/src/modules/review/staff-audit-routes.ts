// The staff audit trail (admins only: a registrar gets 403) over the desk API (contract:
// desk/staff-audit.ts). Thin: guard, parse, delegate to app.review, answer.
import {
  deskPaths,
  staffAuditCsvQuerySchema,
  staffAuditPageSchema,
  staffAuditQuerySchema,
} from "@portal/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskRoute, instantOf, onTheWire, refusals } from "../../http/desk-wire.ts";
import { contentDisposition } from "../files/index.ts";
import type { ReviewService } from "./service.ts";

export function registerStaffAuditRoutes(
  root: FastifyInstance,
  review: ReviewService,
  timeZone: string,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
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
        { ...filter, from: instantOf(from, timeZone), to: instantOf(to, timeZone) },
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
      const csv = await review.auditCsv({
        from: instantOf(from, timeZone),
        to: instantOf(to, timeZone),
      });
      return (reply as FastifyReply)
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition("staff-audit.csv"))
        .send(csv);
    },
  );
}
