// The routes of professional peers' confirmations (docs/decisions/063). In the portal (contract:
// peer-confirmations.ts): the relationships naming the signed-in practitioner and their decisions
// in one batch. At the desk (contract: desk/peer-items.ts): the disputed and unconfirmed ones,
// read and resolved by registrars and admins (an investigator gets 403). Thin: guard, parse,
// delegate, answer.
import {
  deskApiPrefix,
  messageResponseSchema,
  PEER_CONFIRMATION_DAYS,
  peerDecisionsBodySchema,
  peerItemListSchema,
  peerItemParamsSchema,
  peerItemPaths,
  peerRequestsPath,
  peerRequestsSchema,
  peerResolutionBodySchema,
} from "@portal/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deskRoute, idOf, refusals, refusedWrite } from "../../http/desk-wire.ts";
import type { PeerDesk } from "./peer-items.ts";
import { decidePeerRequests, type PeerRequestDeps, peerRequestsOf } from "./peer-requests.ts";

const portalRefusals = {
  400: messageResponseSchema,
  401: messageResponseSchema,
  404: messageResponseSchema,
  409: messageResponseSchema,
};

export function registerPeerRoutes(
  root: FastifyInstance,
  desk: PeerDesk,
  requests: PeerRequestDeps,
): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    peerRequestsPath,
    {
      onRequest: root.requireSession,
      schema: {
        tags: ["recertification"],
        summary: "The relationships naming the signed-in practitioner as their professional peer",
        description:
          "Every completed professional peer relationship whose peer is the practitioner the " +
          "session's account is linked to, with the decision so far: who named them, the start " +
          "date and how often they meet, nothing else of the naming practitioner's. None for an " +
          "account not linked to the register.",
        response: { 200: peerRequestsSchema, 401: messageResponseSchema },
      },
    },
    async (request) => peerRequestsOf(requests, request.session.userId),
  );

  app.post(
    peerRequestsPath,
    {
      onRequest: root.requireSession,
      schema: {
        tags: ["recertification"],
        summary: "The peer's decisions on the relationships naming them, all at once",
        description:
          "One transaction: every decision is saved, or none. 400 for a dispute without a " +
          "reason or a relationship decided twice; 404 for an id that is not of a relationship " +
          "naming the signed-in practitioner; 409 for one the registrar has resolved. Answers " +
          `the list as saved. Undecided ${PEER_CONFIRMATION_DAYS} days after its form was ` +
          "completed, a relationship goes to the desk.",
        body: peerDecisionsBodySchema,
        response: { 200: peerRequestsSchema, ...portalRefusals },
      },
    },
    async (request) => decidePeerRequests(requests, request.session.userId, request.body),
  );

  const registry = app.requireStaff("registry");
  app.get(
    peerItemPaths.items,
    {
      onRequest: registry,
      schema: {
        ...deskRoute,
        summary: "The peer relationships to look at: disputed, or unconfirmed in time",
        response: { 200: peerItemListSchema, ...refusals },
      },
    },
    async () => ({ items: await desk.list() }),
  );

  app.post(
    // Spelled out: peerItemPaths.resolution would encode the ":" of the parameter.
    `${deskApiPrefix}/recertification/peer-items/:itemId/resolution`,
    {
      onRequest: registry,
      schema: {
        ...deskRoute,
        summary: "Resolve a peer relationship to look at, with a note",
        description:
          "400 without a note; 404 for no open item of this id; 409 for one resolved already. " +
          "Recorded in the staff audit.",
        params: peerItemParamsSchema,
        body: peerResolutionBodySchema,
        response: { 200: messageResponseSchema, ...refusedWrite },
      },
    },
    async (request) =>
      desk.resolve({ staffId: request.staff.id }, idOf(request.params.itemId), request.body.note),
  );
}
