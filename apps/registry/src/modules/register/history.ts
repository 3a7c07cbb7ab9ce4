// A registration's history as it is read: the whole of it with the conditions for the desk, and
// its public part (suspensions and conditions, with their dates) for the public page.
import type { DeskCondition, PublicEvent, RegisterHistory } from "@portal/contract";
import type { Executor } from "../../db/client.ts";
import { conditionInForce } from "./conditions-in-force.ts";
import { type ConditionRow, findConditions } from "./conditions-store.ts";
import { findEvents, findPublicEvents } from "./history-store.ts";
import { eventSummary } from "./history-texts.ts";

export const deskConditionOf = (c: ConditionRow, today: string): DeskCondition => ({
  id: c.id,
  type: c.type,
  wording: c.wording,
  startsOn: c.startsOn,
  endsOn: c.endsOn,
  reviewOn: c.reviewOn,
  decision: c.decision,
  liftedOn: c.liftedOn,
  inForce: conditionInForce(c, today),
});

/** The desk's view: every condition (in force or not) and every event, the latest first. */
export async function historyOf(
  ex: Executor,
  practitionerId: number,
  today: string,
): Promise<RegisterHistory> {
  const conditions = await findConditions(ex, [practitionerId]);
  const events = await findEvents(ex, practitionerId);
  return {
    conditions: conditions.map((c) => deskConditionOf(c, today)),
    events: events.map((e) => ({
      seq: e.seq,
      kind: e.kind,
      effectiveOn: e.effectiveOn,
      recordedAt: e.recordedAt.toISOString(),
      by: e.by,
      summary: eventSummary(e.kind, e.detail),
      public: e.public,
    })),
  };
}

/** The public part of a person's history, the latest first. */
export async function publicHistoryOf(
  ex: Executor,
  practitionerId: number,
): Promise<PublicEvent[]> {
  const events = await findPublicEvents(ex, [practitionerId]);
  return events.map((e) => ({
    kind: e.kind,
    effectiveOn: e.effectiveOn,
    summary: eventSummary(e.kind, e.detail),
  }));
}
