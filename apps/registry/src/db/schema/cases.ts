// Concerns raised about practitioners and the cases the desk works them as (modules/concerns,
// docs/decisions/058). What the raiser answered stays in their CONCERN form; a case keeps what
// the desk decides about it, and its timeline of steps, tasks and letters.
import type { CaseCategory, CaseOutcome, CaseRisk, ConcernSource } from "@portal/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from "drizzle-orm/pg-core";
import { belongsTo, generatedId, timestamptz } from "./column-types.ts";
import { forms } from "./forms.ts";
import { practitioners } from "./register.ts";
import { staffAccounts } from "./staff.ts";

/**
 * The stages a case moves through, in order, as the desk's admins set them (decision 059). A
 * stage is never deleted, so every case's stage and every timeline's mention stays one of
 * these; one no longer wanted is retired. `received` and `closed` are the service's own.
 */
export const caseStages = pgTable(
  "case_stages",
  {
    code: text().primaryKey(),
    name: text().notNull(),
    position: integer().notNull(),
    /** A move into it asks where the case went ("Referred to"). */
    recordsReferredTo: boolean().notNull().default(false),
    /** When an admin retired it: nothing moves into it since; null while in use. */
    retiredAt: timestamptz("retired_at"),
  },
  (t) => [check("case_stages_code_shape", sql`${t.code} ~ '^[a-z][a-z0-9_]*$'`)],
);

export const concernCases = pgTable(
  "concern_cases",
  {
    id: generatedId(),
    /** C-2026-000123: the year received and its number that year. */
    reference: text().notNull().unique(),
    /** The raiser's submitted CONCERN form: their answers, uploads and consent. */
    formId: integer()
      .notNull()
      .unique()
      .references(() => forms.id),
    receivedAt: timestamptz("received_at").notNull(),
    source: text().$type<ConcernSource>().notNull(),
    /** The practitioner on the register the concern is about; null when not found. */
    practitionerId: integer().references(() => practitioners.id),
    category: text().$type<CaseCategory>(),
    risk: text().$type<CaseRisk>(),
    stage: text()
      .notNull()
      .references(() => caseStages.code),
    stageSince: timestamptz("stage_since").notNull(),
    claimedBy: integer().references(() => staffAccounts.id),
    /** The case this concern was joined to at triage (it is then worked there). */
    linkedToId: integer().references((): AnyPgColumn => concernCases.id),
    outcome: text().$type<CaseOutcome>(),
  },
  (t) => [
    index("concern_cases_stage_idx").on(t.stage, t.stageSince),
    index("concern_cases_practitioner_idx").on(t.practitionerId),
  ],
);

/** Every step of a case, oldest first: the timeline the desk reads and the practitioner's share. */
export const caseEvents = pgTable(
  "case_events",
  {
    id: generatedId(),
    caseId: belongsTo(() => concernCases.id),
    at: timestamptz("at").notNull(),
    /** Null for the service's own steps (received, a task's reminder). */
    staffId: integer().references(() => staffAccounts.id),
    kind: text().notNull(),
    text: text().notNull(),
    /** What the desk released to the practitioner; nothing else of a case reaches them. */
    releasedToPractitioner: boolean().notNull().default(false),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("case_events_case_idx").on(t.caseId, t.at)],
);

export const caseTasks = pgTable(
  "case_tasks",
  {
    id: generatedId(),
    caseId: belongsTo(() => concernCases.id),
    title: text().notNull(),
    dueOn: date({ mode: "string" }).notNull(),
    createdBy: integer()
      .notNull()
      .references(() => staffAccounts.id),
    doneAt: timestamptz("done_at"),
    /** The day its reminder went; one reminder a task. */
    remindedOn: date({ mode: "string" }),
  },
  (t) => [index("case_tasks_due_idx").on(t.dueOn)],
);

/** The counter of references per year: C-{year}-{number}, numbers never reused. */
export const concernReferenceCounters = pgTable("concern_reference_counters", {
  year: integer().primaryKey(),
  last: integer().notNull(),
});
