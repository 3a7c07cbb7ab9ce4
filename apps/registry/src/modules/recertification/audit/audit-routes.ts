// Every route of the recertification audit. At the desk (contract: desk/recert-audits.ts): the
// audits, read by registry staff; drawn, drawn again and noticed by admins; a sampled
// practitioner's evidence opened and decided by registry staff. In the portal (contract:
// cpd-audit.ts): the signed-in practitioner's own audits and their submission. Thin: guard,
// parse, delegate, answer.
import {
  auditBodySchema,
  auditListSchema,
  auditParamsSchema,
  auditPaths,
  auditViewSchema,
  cpdAuditPaths,
  deskApiPrefix,
  evidenceFileParamsSchema,
  evidenceParamsSchema,
  messageResponseSchema,
  outcomeBodySchema,
  practitionerAuditSchema,
  practitionerAuditsSchema,
  redrawBodySchema,
  sampledEvidenceSchema,
  selectionParamsSchema,
} from "@portal/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deskRoute, idOf, onTheWire, refusals, refusedWrite } from "../../../http/desk-wire.ts";
import { contentDisposition, sendDownload } from "../../../http/downloads.ts";
import type { AuditDesk } from "./audit-desk.ts";
import type { AuditDraws } from "./audit-draws.ts";
import type { AuditPractitioner } from "./audit-practitioner.ts";

export interface AuditServices {
  draws: AuditDraws;
  desk: AuditDesk;
  practitioner: AuditPractitioner;
  /** Sends the letters due now (the notices just marked), through the outbox. */
  sendLetters: () => Promise<unknown>;
}

// Spelled out: the contract's path functions would encode the ":" of a parameter.
const audit = `${deskApiPrefix}/recertification/audits/:auditId`;
const sampled = `${audit}/sample/:selectionId`;
const drawn = z.object({ id: z.number().int() });
const noticed = z.object({ evidenceDue: z.iso.date() });
const refusedDraw = { ...refusedWrite, 422: messageResponseSchema };

export function registerAuditRoutes(root: FastifyInstance, s: AuditServices): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const staff = app.requireStaff("registry");
  const admin = app.requireStaff("admin");
  const actor = (request: { staff: { id: number } }) => ({ staffId: request.staff.id });

  app.get(
    auditPaths.audits,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "The recertification audits, the latest first",
        response: { 200: auditListSchema, ...refusals },
      },
    },
    async () => onTheWire(auditListSchema, { items: await s.desk.list() }),
  );

  app.post(
    auditPaths.audits,
    {
      onRequest: admin,
      schema: {
        ...deskRoute,
        summary: "Admin: a new audit of the cycles in force on a day, drawn from a fresh seed",
        description:
          "422 for a rate out of range, no cycle in force, or nobody practising. In the staff audit.",
        body: auditBodySchema,
        response: { 200: drawn, ...refusedDraw },
      },
    },
    async (request) => ({ id: await s.draws.draw(actor(request), request.body) }),
  );

  app.get(
    audit,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "An audit: its draws and its sample",
        params: auditParamsSchema,
        response: { 200: auditViewSchema, ...refusals },
      },
    },
    async (request) => onTheWire(auditViewSchema, await s.desk.view(idOf(request.params.auditId))),
  );

  app.post(
    `${audit}/draws`,
    {
      onRequest: admin,
      schema: {
        ...deskRoute,
        summary: "Admin: draw the sample again, from a fresh seed, for a reason",
        description: "409 once the notices have gone. The earlier draws stay. In the staff audit.",
        params: auditParamsSchema,
        body: redrawBodySchema,
        response: { 200: auditViewSchema, ...refusedDraw },
      },
    },
    async (request) => {
      const id = idOf(request.params.auditId);
      await s.draws.redraw(actor(request), id, request.body.reason);
      return onTheWire(auditViewSchema, await s.desk.view(id));
    },
  );

  app.post(
    `${audit}/notices`,
    {
      onRequest: admin,
      schema: {
        ...deskRoute,
        summary: "Admin: fix the sample and send each sampled practitioner their notice",
        description:
          "Sets the evidence deadline; the letters go through the outbox. 409 when sent already.",
        params: auditParamsSchema,
        response: { 200: noticed, ...refusedWrite },
      },
    },
    async (request) => {
      const evidenceDue = await s.draws.markNoticesSent(
        actor(request),
        idOf(request.params.auditId),
      );
      // Sent after the commit: letters an instance does not finish, the daily job sends.
      await s.sendLetters();
      return { evidenceDue };
    },
  );

  app.get(
    `${audit}/sample.csv`,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "The audit's sample and statuses as CSV (RFC 4180)",
        params: auditParamsSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { fileName, csv } = await s.desk.csv(idOf(request.params.auditId));
      return (reply as FastifyReply)
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", contentDisposition(fileName))
        .send(csv);
    },
  );

  app.get(
    sampled,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "A sampled practitioner's evidence as submitted, and their outcome",
        description: "Only of the audit's current sample. In the staff audit.",
        params: selectionParamsSchema,
        response: { 200: sampledEvidenceSchema, ...refusals },
      },
    },
    async (request) => {
      const { auditId, selectionId } = request.params;
      const evidence = await s.desk.evidence(actor(request), idOf(auditId), idOf(selectionId));
      return onTheWire(sampledEvidenceSchema, evidence);
    },
  );

  app.get(
    `${sampled}/files/:fileId`,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "An upload of a submitted activity, as an attachment",
        description: "404 for any file but the submitted activities'. In the staff audit.",
        params: evidenceFileParamsSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { auditId, selectionId, fileId } = request.params;
      const file = await s.desk.downloadFile(
        actor(request),
        idOf(auditId),
        idOf(selectionId),
        idOf(fileId),
      );
      return sendDownload(reply, file);
    },
  );

  app.post(
    `${sampled}/outcome`,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "Record the outcome: met, a remedial plan with its due day, or referred",
        description: "409 before the evidence, or once an outcome is recorded. In the staff audit.",
        params: selectionParamsSchema,
        body: outcomeBodySchema,
        response: { 200: sampledEvidenceSchema, ...refusedWrite },
      },
    },
    async (request) => {
      const ids = [idOf(request.params.auditId), idOf(request.params.selectionId)] as const;
      await s.desk.recordOutcome(actor(request), ...ids, request.body);
      return onTheWire(sampledEvidenceSchema, await s.desk.evidence(actor(request), ...ids));
    },
  );

  app.get(
    cpdAuditPaths.audits,
    {
      onRequest: root.requireSession,
      schema: {
        tags: ["recertification"],
        summary: "The signed-in practitioner's recertification audits, from their notice on",
        response: { 200: practitionerAuditsSchema },
      },
    },
    async (request) =>
      onTheWire(practitionerAuditsSchema, await s.practitioner.audits(request.session.userId)),
  );

  app.post(
    `${cpdAuditPaths.audits}/:selectionId/evidence`,
    {
      onRequest: root.requireSession,
      schema: {
        tags: ["recertification"],
        summary: "Submit the cycle's CPD log as it stands as the audit's evidence",
        description:
          "404 for an audit not the practitioner's; 409 when submitted already or nothing is logged.",
        params: evidenceParamsSchema,
        response: {
          200: practitionerAuditSchema,
          404: messageResponseSchema,
          409: messageResponseSchema,
        },
      },
    },
    async (request) => {
      const audit = await s.practitioner.submitEvidence(
        request.session.userId,
        idOf(request.params.selectionId),
      );
      return onTheWire(practitionerAuditSchema, audit);
    },
  );
}
