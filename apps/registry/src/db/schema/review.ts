// The registrar's desk (modules/review): each submit of a reviewed form as a submission with a
// snapshot of its answers, claims, decisions, the field messages of a return, the notices a
// decision leaves for the applicant's dashboard, and the link of an account to its register
// record. What staff did is audited beside the operators' trail (audit.ts).
import type { SubmissionFlagKind } from "@portal/contract";
import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { belongsTo, generatedId, timestamptz } from "./column-types.ts";
import { forms } from "./forms.ts";
import { staffAccounts } from "./staff.ts";

export const reviewStatus = pgEnum("review_status", [
  "awaiting",
  "returned",
  "accepted",
  "declined",
]);

export const decisionKind = pgEnum("decision_kind", ["returned", "accepted", "declined"]);

/** One submit of a reviewed form: round 1, and one more round per resubmission after a return. */
export const submissions = pgTable(
  "submissions",
  {
    id: generatedId(),
    formId: belongsTo(() => forms.id),
    formTypeCode: text().notNull(),
    /** The applicant (the form's owner when it was submitted). */
    userId: belongsTo(() => users.id),
    round: integer().notNull(),
    submittedAt: timestamptz("submitted_at").notNull(),
    /** The form's saved values as submitted: pageCode → values. */
    answers: jsonb().$type<Record<string, Record<string, unknown>>>().notNull(),
    status: reviewStatus().notNull().default("awaiting"),
    claimedBy: integer().references(() => staffAccounts.id, { onDelete: "set null" }),
    claimedAt: timestamptz("claimed_at"),
  },
  (t) => [
    uniqueIndex("submissions_form_round_idx").on(t.formId, t.round),
    index("submissions_queue_idx").on(t.status, t.submittedAt, t.id),
    index("submissions_user_idx").on(t.userId),
  ],
);

/**
 * What the service found on a submission for the registrar to check, raised in the submitting
 * transaction: the text with the figures it compared, and those figures as they were then (a
 * recertification declaration claimed met against the CPD log's counts). Never changed.
 */
export const submissionFlags = pgTable(
  "submission_flags",
  {
    id: generatedId(),
    submissionId: belongsTo(() => submissions.id),
    kind: text().$type<SubmissionFlagKind>().notNull(),
    text: text().notNull(),
    figures: jsonb().$type<object>().notNull(),
    raisedAt: timestamptz("raised_at").notNull(),
  },
  (t) => [index("submission_flags_submission_idx").on(t.submissionId)],
);

/** A registrar's decision on a submission: a return (with its messages), an accept, a decline. */
export const reviewDecisions = pgTable(
  "review_decisions",
  {
    id: generatedId(),
    submissionId: belongsTo(() => submissions.id),
    // Staff accounts are disabled, never deleted: who decided stays known.
    staffId: integer()
      .notNull()
      .references(() => staffAccounts.id),
    at: timestamptz("at").notNull(),
    kind: decisionKind().notNull(),
    /** The overall note of a return, the reason of a decline. */
    note: text().notNull().default(""),
  },
  (t) => [uniqueIndex("review_decisions_submission_idx").on(t.submissionId)],
);

/**
 * A return's message on one field (on one row of a repeating group). Shown to the applicant on
 * that field until they save the page again (`cleared_at`).
 */
export const returnMessages = pgTable(
  "return_messages",
  {
    id: generatedId(),
    submissionId: belongsTo(() => submissions.id),
    formId: belongsTo(() => forms.id),
    pageCode: text().notNull(),
    fieldName: text().notNull(),
    /** The row of a repeating group; null for a field outside one. */
    rowIndex: integer(),
    message: text().notNull(),
    clearedAt: timestamptz("cleared_at"),
  },
  (t) => [index("return_messages_form_page_idx").on(t.formId, t.pageCode)],
);

/** A message for a user's dashboard, delivered once (GET user or login answers it). */
export const notices = pgTable(
  "notices",
  {
    id: generatedId(),
    userId: belongsTo(() => users.id),
    message: text().notNull(),
    createdAt: timestamptz("created_at").notNull(),
    deliveredAt: timestamptz("delivered_at"),
  },
  (t) => [index("notices_user_idx").on(t.userId, t.deliveredAt)],
);
