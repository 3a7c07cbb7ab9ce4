// A professional peer's side of the relationships naming them (docs/decisions/063): the list, and
// their decisions on it taken in one batch – every decision saved, or none. The peer is found
// from the session's account link to the register alone, as progress.ts finds a practitioner:
// nothing here takes a person from the request, and an id names a relationship only among those
// naming this peer. A decision may change until the desk resolves its relationship.
import {
  type PeerDecisionsBody,
  type PeerRequest,
  type PeerRequests,
  peerRequestMessages,
} from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Db, Executor } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import { findLinkedPractitioner, findPractitionerNames } from "../register/index.ts";
import { findRelationships, type PeerRelationship } from "./peer-relationships.ts";
import { findOwnerNames, lockConfirmations, writeDecision } from "./peer-requests-store.ts";

export interface PeerRequestDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
}

/** The signed-in user's Person ID on the register, when their account is linked to it. */
async function personIdOf(ex: Executor, userId: number): Promise<string | undefined> {
  const practitionerId = await findLinkedPractitioner(ex, userId);
  if (practitionerId === undefined) return undefined;
  return (await findPractitionerNames(ex, [practitionerId])).get(practitionerId)?.personId;
}

/** The relationships naming the user, each with the name of who named them; not their own. */
async function namingUser(ex: Executor, timeZone: string, userId: number) {
  const personId = await personIdOf(ex, userId);
  if (personId === undefined) return [];
  const relationships = (await findRelationships(ex, timeZone, personId)).filter(
    (r) => r.ownerId !== userId,
  );
  const names = await findOwnerNames(
    ex,
    relationships.flatMap((r) => (r.ownerId === null ? [] : [r.ownerId])),
  );
  return relationships.map((r) => ({
    relationship: r,
    name: (r.ownerId !== null && names.get(r.ownerId)?.name) || "A practitioner",
  }));
}

const requestOf = ({ relationship: r, name }: { relationship: PeerRelationship; name: string }) =>
  ({
    id: r.requestId,
    practitionerName: name,
    startDate: r.startDate,
    meetingFrequency: r.meetingFrequency,
    namedOn: r.namedOn,
    decision: r.confirmation?.decision ?? null,
    reason: r.confirmation?.reason ?? null,
    resolved: r.confirmation?.resolvedAt != null,
  }) satisfies PeerRequest;

export async function peerRequestsOf(deps: PeerRequestDeps, userId: number): Promise<PeerRequests> {
  return { requests: (await namingUser(deps.db, deps.timeZone, userId)).map(requestOf) };
}

/** The peer's whole batch, checked in full before anything of it is written. */
export async function decidePeerRequests(
  deps: PeerRequestDeps,
  userId: number,
  body: PeerDecisionsBody,
): Promise<PeerRequests> {
  if (new Set(body.decisions.map((d) => d.id)).size !== body.decisions.length) {
    throw new ClientError(400, peerRequestMessages.twice);
  }
  return deps.db.transaction(async (tx) => {
    await lockConfirmations(tx);
    const named = await namingUser(tx, deps.timeZone, userId);
    const byId = new Map(named.map((n) => [n.relationship.requestId, n]));
    const decided = body.decisions.map((entry) => {
      const found = byId.get(entry.id);
      if (!found) throw new ClientError(404, peerRequestMessages.unknown);
      const reason = entry.reason?.trim() ?? "";
      if (entry.decision === "disputed" && reason === "") {
        throw new ClientError(400, peerRequestMessages.reasonNeeded(found.name));
      }
      if (found.relationship.confirmation?.resolvedAt) {
        throw new ClientError(409, peerRequestMessages.resolved(found.name));
      }
      return {
        found,
        decision: entry.decision,
        reason: entry.decision === "disputed" ? reason : null,
      };
    });
    const now = deps.clock();
    for (const { found, decision, reason } of decided) {
      const { relationship: r } = found;
      // The same answer again keeps its day: the desk reads a dispute's age from it.
      if (r.confirmation?.decision === decision && r.confirmation.reason === reason) continue;
      const row = {
        formId: r.formId,
        peerPersonId: r.peerPersonId,
        decision,
        reason,
        decidedAt: now,
        decidedBy: userId,
      };
      await writeDecision(tx, row);
      r.confirmation = { resolvedAt: null, resolvedBy: null, resolutionNote: null, ...row };
    }
    return { requests: named.map(requestOf) };
  });
}
