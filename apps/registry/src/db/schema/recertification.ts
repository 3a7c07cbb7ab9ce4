import { type CpdCategory, peerDecisions } from "@portal/contract";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { belongsTo, generatedId, timestamptz } from "./column-types.ts";
import { forms } from "./forms.ts";
import { practitioners } from "./register.ts";
import { staffAccounts } from "./staff.ts";

/**
 * A profession's recertification cycle (modules/recertification): its first and last day, and
 * what its practitioners must show by the end. A profession's cycles never overlap, so the
 * cycle a practitioner is in on a day is one row per profession they hold.
 */
export const recertCycles = pgTable(
  "recert_cycles",
  {
    id: generatedId(),
    /** One of the contract's professionNames. */
    profession: text().notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    totalHours: integer("total_hours").notNull(),
    /** The least hours of each category named; a category left out has no minimum. */
    categoryHours: jsonb("category_hours").$type<Partial<Record<CpdCategory, number>>>().notNull(),
    planRequired: boolean("plan_required").notNull(),
    peerContacts: integer("peer_contacts").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("recert_cycles_profession_idx").on(t.profession, t.startsOn)],
);

/**
 * A professional peer's decision on a relationship that names them (docs/decisions/063), beside
 * the PEER-RELATIONSHIP form it is about: the form stays the naming practitioner's record, this
 * row the peer's answer and the desk's resolution. No row: the peer has not decided. A row whose
 * decision is null: the desk resolved a relationship its peer never decided.
 */
export const peerConfirmations = pgTable(
  "peer_confirmations",
  {
    formId: integer("form_id")
      .primaryKey()
      .references(() => forms.id, { onDelete: "cascade" }),
    /** The Person ID the relationship named, when it was decided or resolved. */
    peerPersonId: text("peer_person_id").notNull(),
    decision: text({ enum: peerDecisions }),
    reason: text(),
    decidedAt: timestamptz("decided_at"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamptz("resolved_at"),
    resolvedBy: integer("resolved_by").references(() => staffAccounts.id),
    resolutionNote: text("resolution_note"),
  },
  (t) => [index("peer_confirmations_peer_idx").on(t.peerPersonId)],
);

/**
 * A goal of a practitioner's professional development plan for a cycle (modules/recertification
 * plan-store.ts): what they mean to reach and by when, inside the cycle. CPD activities name it
 * by id in their form's plan_goal answer; the form stays the activity's one record.
 */
export const recertPlanGoals = pgTable(
  "recert_plan_goals",
  {
    id: generatedId(),
    practitionerId: belongsTo(() => practitioners.id),
    cycleId: belongsTo(() => recertCycles.id),
    title: text().notNull(),
    description: text().notNull(),
    targetDate: date("target_date").notNull(),
    createdAt: timestamptz("created_at").notNull(),
    changedAt: timestamptz("changed_at").notNull(),
  },
  (t) => [index("recert_plan_goals_person_idx").on(t.practitionerId, t.cycleId)],
);

/**
 * The review of a practitioner's plan for a cycle with their professional peer: one a cycle,
 * recorded again to correct it. The peer's name is the one their latest peer relationship form
 * gave on the day, or typed when they had none.
 */
export const recertPlanReviews = pgTable(
  "recert_plan_reviews",
  {
    practitionerId: belongsTo(() => practitioners.id),
    cycleId: belongsTo(() => recertCycles.id),
    reviewedOn: date("reviewed_on").notNull(),
    peerName: text("peer_name").notNull(),
    /** The peer's register Person ID when it came from the peer relationship form. */
    peerPersonId: text("peer_person_id"),
    recordedAt: timestamptz("recorded_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.practitionerId, t.cycleId] })],
);
