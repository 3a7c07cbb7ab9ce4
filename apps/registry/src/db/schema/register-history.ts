// A registration's history and its conditions on practice (modules/register): the events are
// appended, each person's a hash chain of its own, and never changed (a trigger refuses it);
// a condition's terms are its rows, whether it is in force read from its dates.
import type { RegisterEventKind } from "@portal/contract";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { belongsTo, generatedId, timestamptz } from "./column-types.ts";
import { practitioners } from "./register.ts";
import { staffAccounts } from "./staff.ts";

/**
 * One change to a person's registration, effective on a day. `seq`, `prev_hash` and `hash` are
 * filled by the chain_link trigger of migration 0028 under a lock of the person: their events
 * form a chain of their own, so people's histories are written side by side.
 */
export const registerEvents = pgTable(
  "register_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    practitionerId: belongsTo(() => practitioners.id),
    seq: integer().notNull().default(0),
    prevHash: text().notNull().default(""),
    hash: text().notNull().default(""),
    kind: text().$type<RegisterEventKind>().notNull(),
    effectiveOn: date("effective_on").notNull(),
    recordedAt: timestamptz("recorded_at").notNull(),
    /** The staff member who recorded it; null for the service (an accept, the lapse, an import). */
    staffId: integer().references(() => staffAccounts.id),
    /** Shown on the public register with its date (suspensions and conditions). */
    public: boolean().notNull(),
    /** What changed, in the terms of its kind (a scope, a status before and after, a condition). */
    detail: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex("register_events_person_seq_idx").on(t.practitionerId, t.seq),
    index("register_events_public_idx").on(t.practitionerId, t.effectiveOn).where(sql`public`),
  ],
);

/**
 * A condition on a person's practice: its kind, public wording, dates and the decision that
 * imposed it. Varied in place (the history keeps each version); lifted on a day.
 */
export const practiceConditions = pgTable(
  "practice_conditions",
  {
    id: generatedId(),
    practitionerId: belongsTo(() => practitioners.id),
    type: text().notNull(),
    wording: text().notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on"),
    reviewOn: date("review_on"),
    decision: text().notNull(),
    liftedOn: date("lifted_on"),
  },
  (t) => [index("practice_conditions_practitioner_idx").on(t.practitionerId)],
);
