// SQL of a registration's history (schema `registerEvents`): appending events – the database
// chains each person's – and reading them, all or the public ones.
import type { RegisterEventKind } from "@portal/contract";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { insertManySql } from "../../db/many-rows.ts";
import { registerEvents, staffAccounts } from "../../db/schema.ts";

export interface NewRegisterEvent {
  practitionerId: number;
  kind: RegisterEventKind;
  effectiveOn: string;
  recordedAt: Date;
  staffId: number | null;
  public: boolean;
  detail: Record<string, unknown>;
}

/** Appends events in the caller's transaction, in the order given. */
export async function appendEvents(ex: Executor, events: readonly NewRegisterEvent[]) {
  if (events.length > 0) await ex.execute(insertManySql(registerEvents, events));
}

/** A person's history, the latest first, with who recorded each event. */
export async function findEvents(ex: Executor, practitionerId: number) {
  const e = registerEvents;
  return ex
    .select({
      seq: e.seq,
      kind: e.kind,
      effectiveOn: e.effectiveOn,
      recordedAt: e.recordedAt,
      by: staffAccounts.email,
      public: e.public,
      detail: e.detail,
    })
    .from(e)
    .leftJoin(staffAccounts, eq(staffAccounts.id, e.staffId))
    .where(eq(e.practitionerId, practitionerId))
    .orderBy(desc(e.seq));
}

/** The public events of some people, the latest first. */
export async function findPublicEvents(ex: Executor, practitionerIds: readonly number[]) {
  if (practitionerIds.length === 0) return [];
  const e = registerEvents;
  return ex
    .select({
      practitionerId: e.practitionerId,
      kind: e.kind,
      effectiveOn: e.effectiveOn,
      detail: e.detail,
    })
    .from(e)
    .where(and(inArray(e.practitionerId, [...practitionerIds]), eq(e.public, true)))
    .orderBy(desc(e.effectiveOn), desc(e.seq));
}
