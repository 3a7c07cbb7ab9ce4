import { type CpdCategory, peerDecisions } from "@portal/contract";
import { boolean, date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { generatedId, timestamptz } from "./column-types.ts";
import { forms } from "./forms.ts";
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
