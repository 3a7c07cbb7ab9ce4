// The operators' audit trail (modules/audit): who did what, when, from where, and how it went.
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { auditChainColumns, timestamptz } from "./column-types.ts";

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
