// The peer relationships at the desk (docs/decisions/063): those a peer disputed, and those their
// peer left undecided PEER_CONFIRMATION_DAYS after the form was completed, until a registrar
// resolves them with a note – in one transaction with its staff audit entry, as cycles.ts writes
// a cycle's.
import {
  calendarDateAt,
  daysBetween,
  PEER_CONFIRMATION_DAYS,
  type PeerItem,
  peerItemMessages,
} from "@portal/contract";
import type { Clock } from "../../core/clock.ts";
import type { Executor } from "../../db/client.ts";
import { ClientError } from "../../http/client-error.ts";
import type { RecertDeskDeps } from "./desk-deps.ts";
import { findRelationships, type PeerRelationship } from "./peer-relationships.ts";
import {
  findOwnerNames,
  findPersonNames,
  lockConfirmations,
  writeResolution,
} from "./peer-requests-store.ts";

/** What makes the relationship one to look at today, if anything does. */
function kindOf(r: PeerRelationship, ageDays: number): PeerItem["kind"] | undefined {
  const c = r.confirmation;
  if (c?.resolvedAt) return undefined;
  if (c?.decision === "disputed") return "disputed";
  if (!c?.decision && ageDays >= PEER_CONFIRMATION_DAYS) return "unconfirmed";
  return undefined;
}

/** The open items of every relationship, the oldest first. */
async function openItems(ex: Executor, clock: Clock, timeZone: string): Promise<PeerItem[]> {
  const today = calendarDateAt(clock(), timeZone);
  const open = (await findRelationships(ex, timeZone)).flatMap((r) => {
    const ageDays = daysBetween(r.namedOn, today);
    const kind = kindOf(r, ageDays);
    return kind ? [{ r, kind, ageDays }] : [];
  });
  const owners = await findOwnerNames(
    ex,
    open.flatMap(({ r }) => (r.ownerId === null ? [] : [r.ownerId])),
  );
  const peers = await findPersonNames(
    ex,
    open.map(({ r }) => r.peerPersonId),
  );
  return open.map(({ r, kind, ageDays }) => {
    const owner = r.ownerId === null ? undefined : owners.get(r.ownerId);
    const decidedAt = r.confirmation?.decidedAt;
    return {
      id: r.formId,
      kind,
      practitioner: owner?.name ?? "A practitioner",
      practitionerPersonId: owner?.personId ?? null,
      peer: peers.get(r.peerPersonId) ?? (r.peerName || `Person ID ${r.peerPersonId}`),
      peerPersonId: r.peerPersonId,
      startDate: r.startDate,
      namedOn: r.namedOn,
      decidedOn: kind === "disputed" && decidedAt ? calendarDateAt(decidedAt, timeZone) : null,
      reason: kind === "disputed" ? (r.confirmation?.reason ?? null) : null,
      ageDays,
    };
  });
}

export function createPeerDesk(deps: RecertDeskDeps) {
  const { db, clock, timeZone } = deps;
  return {
    list: async (): Promise<PeerItem[]> => openItems(db, clock, timeZone),

    /** Resolves the open item `id` with the registrar's note, recorded as theirs. */
    async resolve(actor: { staffId: number }, id: number, note: string) {
      const said = note.trim();
      if (said === "") throw new ClientError(400, peerItemMessages.noNote);
      return db.transaction(async (tx) => {
        await lockConfirmations(tx);
        const item = (await openItems(tx, clock, timeZone)).find((i) => i.id === id);
        if (!item) {
          const resolved = (await findRelationships(tx, timeZone)).some(
            (r) => r.formId === id && r.confirmation?.resolvedAt,
          );
          if (resolved) throw new ClientError(409, peerItemMessages.resolved);
          throw new ClientError(404, peerItemMessages.notFound);
        }
        const at = clock();
        await writeResolution(tx, {
          formId: id,
          peerPersonId: item.peerPersonId,
          resolvedAt: at,
          resolvedBy: actor.staffId,
          resolutionNote: said,
        });
        await deps.audit.recordIn(tx, {
          action: "peer_relationship.resolved",
          staffId: actor.staffId,
          submissionId: null,
          before: { ...item },
          after: { id, note: said },
          at,
        });
        return { message: peerItemMessages.done(item.practitioner, item.peer) };
      });
    },
  };
}

export type PeerDesk = ReturnType<typeof createPeerDesk>;
