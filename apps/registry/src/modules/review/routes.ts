// The registrar's review over the desk API (contract: desk/review.ts, deskPaths). Thin: the
// staff guard in onRequest (registrar or admin), the contract's schemas parse, app.review
// decides, the answer goes back. Who may do what is the service's (service.ts).
import {
  acceptResponseSchema,
  claimResponseSchema,
  decisionResponseSchema,
  declineBodySchema,
  deskPaths,
  messageResponseSchema,
  queueQuerySchema,
  releaseResponseSchema,
  returnBodySchema,
  reviewQueueSchema,
  type StaffRoleName,
  submissionFileParamsSchema,
  submissionIdParamsSchema,
  submissionViewSchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { deskRoute, idOf, instantOf, onTheWire, refusals } from "../../http/desk-wire.ts";
import { sendDownload } from "../../http/downloads.ts";
import type { ReviewService } from "./service.ts";
import type { StaffActor } from "./staff-actor.ts";

const conflict = { 409: messageResponseSchema };
const refused = { 422: messageResponseSchema };

export function registerReviewRoutes(
  root: FastifyInstance,
  review: ReviewService,
  /** The regulator's time zone: a day in a filter is theirs. */
  timeZone: string,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const staff = app.requireStaff("registry");
  const actorOf = (request: { staff: { id: number; role: StaffRoleName } }) => ({
    staffId: request.staff.id,
    role: request.staff.role,
  });
  // Route patterns spelled out: deskPaths' builders would encode the ":" of a parameter.
  const submission = `${deskPaths.submissions}/:submissionId`;

  app.get(
    deskPaths.submissions,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "The review queue, oldest first, with counts by status and form type",
        querystring: queueQuerySchema,
        response: { 200: reviewQueueSchema, ...refusals },
      },
    },
    async (request) => {
      const { from, to, ...rest } = request.query;
      const queue = await review.listQueue({
        ...rest,
        submittedFrom: instantOf(from, timeZone),
        submittedTo: instantOf(to, timeZone),
      });
      return onTheWire(reviewQueueSchema, queue);
    },
  );

  app.get(
    submission,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "A submission read as answered, with its files, payments and history",
        description: "Recorded in the staff audit as a view.",
        params: submissionIdParamsSchema,
        response: { 200: submissionViewSchema, ...refusals },
      },
    },
    async (request) => {
      const view = await review.readSubmission(actorOf(request), idOf(request.params.submissionId));
      return onTheWire(submissionViewSchema, view);
    },
  );

  /** A decision-free step on a submission (no body): the service's answer, on the wire. */
  const submissionAction = (
    url: string,
    doc: { summary: string; description?: string },
    answer: z.ZodType,
    act: (actor: StaffActor, id: number) => Promise<unknown>,
  ) =>
    app.post(
      url,
      {
        onRequest: staff,
        schema: {
          ...deskRoute,
          ...doc,
          params: submissionIdParamsSchema,
          response: { 200: answer, ...refusals, ...conflict },
        },
      },
      async (request) =>
        onTheWire(answer, await act(actorOf(request), idOf(request.params.submissionId))),
    );

  submissionAction(
    `${submission}/claim`,
    {
      summary: "Claim a submission awaiting a decision (an admin may take a claim over)",
      description: "409 naming the registrar who holds it, or when it is not awaiting.",
    },
    claimResponseSchema,
    review.claim,
  );
  submissionAction(
    `${submission}/release`,
    { summary: "Release a claim: one's own, or anyone's for an admin" },
    releaseResponseSchema,
    review.release,
  );
  submissionAction(
    `${submission}/accept`,
    { summary: "Accept a claimed submission (a registration joins the register)" },
    acceptResponseSchema,
    review.accept,
  );

  app.post(
    `${submission}/return`,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "Return a claimed submission to the applicant for changes",
        description:
          "A note and/or messages on fields (rows of repeating groups counted from 0): the " +
          "form is in progress again and its pages show the messages. 422 naming every " +
          "message that names no answered field.",
        params: submissionIdParamsSchema,
        body: returnBodySchema,
        response: { 200: decisionResponseSchema, ...refusals, ...conflict, ...refused },
      },
    },
    async (request) => {
      const id = idOf(request.params.submissionId);
      const done = await review.returnForChanges(actorOf(request), id, request.body);
      return onTheWire(decisionResponseSchema, done);
    },
  );

  app.post(
    `${submission}/decline`,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "Decline a claimed submission, with the reason told to the applicant",
        params: submissionIdParamsSchema,
        body: declineBodySchema,
        response: { 200: decisionResponseSchema, ...refusals, ...conflict, ...refused },
      },
    },
    async (request) => {
      const id = idOf(request.params.submissionId);
      const done = await review.decline(actorOf(request), id, request.body.reason ?? "");
      return onTheWire(decisionResponseSchema, done);
    },
  );

  app.get(
    `${submission}/files/:fileId`,
    {
      onRequest: staff,
      schema: {
        ...deskRoute,
        summary: "Download a file of the submission's form, as an attachment",
        description:
          "Uploads, the form's PDF, the payment's receipt. 404 for a file of any other form. " +
          "Recorded in the staff audit.",
        params: submissionFileParamsSchema,
        response: refusals,
      },
    },
    async (request, reply) => {
      const { submissionId, fileId } = request.params;
      const file = await review.downloadFile(actorOf(request), idOf(submissionId), idOf(fileId));
      return sendDownload(reply, file);
    },
  );
}
