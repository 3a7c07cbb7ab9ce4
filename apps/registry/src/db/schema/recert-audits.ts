import type { AuditOutcome } from "@portal/contract";
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, generatedId, timestamptz } from "./column-types.ts";
import { recertCycles } from "./recertification.ts";
import { practitioners } from "./register.ts";
import { staffAccounts } from "./staff.ts";

/**
 * A recertification audit (modules/recertification, decision 062): of the cycles in force on a
 * day, at a rate, with the days its evidence is due after the notices. Its sample is its latest
 * draw's; the notices fix it.
 */
export const recertAudits = pgTable("recert_audits", {
  id: generatedId(),
  onDay: date("on_day").notNull(),
  evidenceDays: integer("evidence_days").notNull(),
  createdBy: integer("created_by")
    .notNull()
    .references(() => staffAccounts.id),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
  noticesSentAt: timestamptz("notices_sent_at"),
  evidenceDue: date("evidence_due"),
});

/**
 * One draw of an audit's sample, kept when drawn again: the seed and the population it was drawn
 * from (ids by profession), so anyone can draw it again and get the same people.
 */
export const recertAuditDraws = pgTable(
  "recert_audit_draws",
  {
    id: generatedId(),
    auditId: belongsTo(() => recertAudits.id),
    seed: text().notNull(),
    /** The rate in tenths of a percent, as the draw counted it. */
    rateTenths: integer("rate_tenths").notNull(),
    /** The generator that drew it, so a later upgrade cannot leave a draw unexplained. */
    generator: text().notNull(),
    population: jsonb().$type<Record<string, number[]>>().notNull(),
    strata: jsonb().$type<{ profession: string; size: number; drawn: number }[]>().notNull(),
    reason: text(),
    drawnBy: integer("drawn_by")
      .notNull()
      .references(() => staffAccounts.id),
    drawnAt: timestamptz("drawn_at").notNull().defaultNow(),
  },
  (t) => [index("recert_audit_draws_audit_idx").on(t.auditId, t.id)],
);

/**
 * A practitioner drawn: the cycle they are audited in, the evidence they sent (the CPD forms'
 * ids as submitted) and the registrar's outcome.
 */
export const recertAuditSelections = pgTable(
  "recert_audit_selections",
  {
    id: generatedId(),
    drawId: belongsTo(() => recertAuditDraws.id),
    practitionerId: belongsTo(() => practitioners.id),
    cycleId: integer("cycle_id")
      .notNull()
      .references(() => recertCycles.id),
    profession: text().notNull(),
    evidenceSubmittedAt: timestamptz("evidence_submitted_at"),
    evidenceFormIds: jsonb("evidence_form_ids").$type<number[]>(),
    outcome: text().$type<AuditOutcome>(),
    remedialDue: date("remedial_due"),
    note: text().notNull().default(""),
    decidedBy: integer("decided_by").references(() => staffAccounts.id),
    decidedAt: timestamptz("decided_at"),
  },
  (t) => [
    uniqueIndex("recert_audit_selections_draw_practitioner_idx").on(t.drawId, t.practitionerId),
    index("recert_audit_selections_practitioner_idx").on(t.practitionerId),
  ],
);

/** A reminder step sent to a sampled practitioner, once each. */
export const recertAuditReminders = pgTable(
  "recert_audit_reminders",
  {
    selectionId: belongsTo(() => recertAuditSelections.id),
    step: text().notNull(),
    sentAt: timestamptz("sent_at").notNull(),
  },
  (t) => [uniqueIndex("recert_audit_reminders_step_idx").on(t.selectionId, t.step)],
);
