// The staff audit trail over the desk API (contract: desk/staff-audit.ts), admins only: a
// registrar gets 403. A page newest first with filters, and the CSV oldest first. Thin: guard,
// parse, read, answer.
import {
  deskPaths,
  staffAuditCsvQuerySchema,
  staffAuditPageSchema,
  staffAuditQuerySchema,
} from "@portal/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Executor } from "../../db/client.ts";
import { deskRoute, instantOf, onTheWire, refusals } from "../../http/desk-wire.ts";
import { contentDisposition } from "../../http/downloads.ts";
import { staffAuditCsv, staffAuditPage } from "./staff-trail.ts";

export function registerStaffAuditRoutes(
  root: FastifyInstance,
  db: Executor,
  /** The regulator's time zone: a day in a filter is theirs. */
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
      const found = await staffAuditPage(
        db,
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
      const csv = await staffAuditCsv(db, {
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
