import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { belongsTo, generatedId, timestamptz } from "./column-types.ts";
import { forms } from "./forms.ts";
import { practitioners } from "./register.ts";
import { practisingRounds } from "./rounds.ts";

export const certificateStatus = pgEnum("certificate_status", ["current", "expired"]);

/**
 * A practitioner's annual practising certificate for one practising year (modules/
 * certificates): the register's only record of it. Issued when the registrar accepts their APC
 * (or brought from an earlier register), ended early – `expired` – by the lapse job when the
 * next year's grace ends without one, or by a registrar. Whether it is current today is read
 * from its dates when it is shown (register/practising-standing.ts), never stored; whether it
 * is due for renewal or a renewal is submitted is read from the round and the APC.
 */
export const practisingCertificates = pgTable(
  "practising_certificates",
  {
    id: generatedId(),
    practitionerId: belongsTo(() => practitioners.id),
    /**
     * The practising year as the register writes it (2026/2027). Not a round's key: a
     * certificate brought from an earlier register has no round in this one.
     */
    year: text().notNull(),
    startsOn: date("starts_on").notNull(),
    endsOn: date("ends_on").notNull(),
    status: certificateStatus().notNull().default("current"),
    /** Random, ≥128 bits: what the certificate's verification link and QR code carry. */
    verificationCode: text().notNull().unique(),
    /** The accepted APC it was issued on (null for certificates from before the portal). */
    formId: integer().references(() => forms.id, { onDelete: "set null" }),
    issuedAt: timestamptz("issued_at").notNull().defaultNow(),
    expiredAt: timestamptz("expired_at"),
  },
  (t) => [
    uniqueIndex("practising_certificates_one_per_year_idx").on(t.practitionerId, t.year),
    index("practising_certificates_current_idx").on(t.status, t.endsOn),
  ],
);

/**
 * Each renewal reminder sent (modules/renewal/reminders/reminders.ts): to whom, for which
 * round and which step of its schedule (42-days … grace-ending). The key makes a step go to a
 * practitioner once, however many instances or runs try.
 */
export const renewalReminders = pgTable(
  "renewal_reminders",
  {
    practitionerId: belongsTo(() => practitioners.id),
    year: text()
      .notNull()
      .references(() => practisingRounds.year),
    step: text().notNull(),
    sentAt: timestamptz("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.practitionerId, t.year, t.step] })],
);
