import { date, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./column-types.ts";

/**
 * A practising year's renewal round (modules/renewal/rounds): the period its certificates
 * cover, when renewal opens, the deadline and its grace, the fees. A form whose definition is
 * filed for a round (`round: practising`) reads its year, dates and fee from its round's row,
 * so next year's form is the same definition on a new row, not an edited file.
 */
export const practisingRounds = pgTable("practising_rounds", {
  /** The practising year as the register writes it, e.g. 2026/2027. */
  year: text().primaryKey(),
  startsOn: date("starts_on").notNull(),
  endsOn: date("ends_on").notNull(),
  /** From this day applications for the year may be started. */
  opensOn: date("opens_on").notNull(),
  /** Renew by this day; `graceDays` more before a certificate not renewed lapses. */
  deadline: date().notNull(),
  graceDays: integer().notNull().default(0),
  feeCents: integer().notNull(),
  lateFeeCents: integer().notNull().default(0),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});
