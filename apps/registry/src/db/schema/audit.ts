// The two audit trails (modules/audit): the operators' – who did what, when, from where, and how
// it went – and the staff's at the desk, with what each step changed.
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { auditChainColumns, timestamptz } from "./column-types.ts";
import { staffAccounts } from "./staff.ts";

/**
 * One audited event. `user_id` is no foreign key: the record outlives the account. `email` is
 * the account's, or for a failed sign-in the login typed (trimmed, lower-cased, at most 254
 * characters). `detail` holds small facts (a form's numeric id, a file id, a payment
 * reference), never a password, session id, form token, e-mailed link or file content.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz("at").notNull(),
    /** One of modules/audit's event names, such as sign_in.failed. */
    event: text().notNull(),
    outcome: text().$type<"success" | "failure" | "refused">().notNull(),
    userId: integer(),
    email: text(),
    /** The client's address as the service saw it (request.ip). */
    ip: text(),
    detail: jsonb().$type<Record<string, string | number | boolean | null>>().notNull(),
    ...auditChainColumns(),
  },
  (t) => [
    index("audit_events_at_idx").on(t.at),
    index("audit_events_user_id_at_idx").on(t.userId, t.at),
    index("audit_events_event_at_idx").on(t.event, t.at),
    // `npm run audit -- --user EMAIL` reads by e-mail: failed sign-ins of unknown logins have no user.
    index("audit_events_email_at_idx").on(t.email, t.at),
    uniqueIndex("audit_events_seq_idx").on(t.seq),
  ],
);

/**
 * What staff did: every view of a submission, claim, release and decision, with what changed.
 * Append-only: a trigger (in the migration) refuses UPDATE and DELETE.
 */
export const staffAuditEvents = pgTable(
  "staff_audit_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz("at").notNull(),
    // Staff accounts are disabled, never deleted: who decided stays known.
    staffId: integer()
      .notNull()
      .references(() => staffAccounts.id),
    action: text().notNull(),
    submissionId: integer(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    ...auditChainColumns(),
  },
  (t) => [
    index("staff_audit_events_at_idx").on(t.at),
    uniqueIndex("staff_audit_events_seq_idx").on(t.seq),
  ],
);
