import type { CpdCategory } from "@portal/contract";
import { boolean, date, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { generatedId, timestamptz } from "./column-types.ts";

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
