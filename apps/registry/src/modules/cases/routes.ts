// The desk's cases over the desk API (contract: desk/cases.ts, casePaths): the queue, figures and
// CSV, a case, its files, claims; the steps of working a case are step-routes.ts. Thin: the staff
// guard's "cases" access (investigators and admins; a registrar gets 403), the contract's schemas
// parse, the service decides, the answer goes back on the wire.
import {
  caseDetailSchema,
  caseFiguresSchema,
  caseFileParamsSchema,
  caseListSchema,
  caseParamsSchema,
  casePaths,
  caseQuerySchema,
  messageResponseSchema,
} from "@portal/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskRoute, idOf, onTheWire, refusals } from "../../http/desk-wire.ts";
import { contentDisposition, sendDownload } from "../../http/downloads.ts";
import type { CaseActor, CaseService } from "./service.ts";

/** The guard's staff member as the cases' services see them. */
export const actorOf = (request: FastifyRequest): CaseActor => ({
  staffId: request.staff.id,
  email: request.staff.email,
  role: request.staff.role,
});

/** A route pattern under a case: casePaths' builders would encode the ":" of a parameter. */
export const casePattern = (rest = "") => `${casePaths.cases}/:reference${rest}`;

export function registerCaseRoutes(root: FastifyInstance, cases: CaseService): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const staff = app.requireStaff("cases");

  app.get(
    casePaths.cases,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "The case queue, the longest in its stage first",
        querystring: caseQuerySchema,
        response: { 200: caseListSchema, ...refusals },
      },
    },
    async (request) => onTheWire(caseListSchema, await cases.list(actorOf(request), request.query)),
  );

  app.get(
    casePaths.figures,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary:
          "Cases counted by source, category, stage and outcome, and ages in each open stage",
        response: { 200: caseFiguresSchema, ...refusals },
      },
    },
    async () => onTheWire(caseFiguresSchema, await cases.figures()),
  );

  app.get(
    casePaths.csv,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "Every case as CSV (RFC 4180): the queue's columns and the outcome",
        response: refusals,
      },
    },
    async (_request, reply) =>
      (reply as FastifyReply)
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition("cases.csv"))
        .send(await cases.csv()),
  );

  app.get(
    casePattern(),
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "A case: the concern as answered, its files, tasks, events and joined concerns",
        description: "Recorded in the staff audit as a view.",
        params: caseParamsSchema,
        response: { 200: caseDetailSchema, ...refusals },
      },
    },
    async (request) =>
      onTheWire(caseDetailSchema, await cases.view(actorOf(request), request.params.reference)),
  );

  app.get(
    casePattern("/files/:fileId"),
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "Download a file of the case's concern, as an attachment",
        description: "404 for a file of any other form. Recorded in the staff audit.",
        params: caseFileParamsSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { reference, fileId } = request.params;
      return sendDownload(
        reply,
        await cases.downloadFile(actorOf(request), reference, idOf(fileId)),
      );
    },
  );

  const conflict = { 409: messageResponseSchema };
  for (const [rest, summary, act] of [
    [
      "/claim",
      "Claim a case (an admin may take a claim over); 409 when another holds it",
      cases.claim,
    ],
    ["/release", "Release a claim: one's own, or anyone's for an admin", cases.release],
  ] as const) {
    app.post(
      casePattern(rest),
      {
        onRequest: staff,
        schema: {
          ...deskRoute,
          summary,
          params: caseParamsSchema,
          response: { 200: caseDetailSchema, ...refusals, ...conflict },
        },
      },
      async (request) =>
        onTheWire(caseDetailSchema, await act(actorOf(request), request.params.reference)),
    );
  }
}
