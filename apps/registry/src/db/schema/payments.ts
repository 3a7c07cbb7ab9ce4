// Payments of forms.
import { index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { belongsTo, generatedId, timestamptz } from "./column-types.ts";
import { forms } from "./forms.ts";

export const paymentStatus = pgEnum("payment_status", ["pending", "approved", "declined"]);

/**
 * One payment attempt of a form at the payment endpoint. The amount is the one the service
 * computed from the form's definition, never the URL's. A transaction is decided at most
 * once: the decision is a conditional update of a pending row, authorised by a single-use
 * token whose hash is kept here (cleared once used).
 */
export const payments = pgTable(
  "payments",
  {
    id: generatedId(),
    formId: belongsTo(() => forms.id),
    ownerId: belongsTo(() => users.id),
    amountCents: integer("amount_cents").notNull(),
    /** The transactionId of the payment URL. */
    reference: text().notNull().unique(),
    status: paymentStatus().notNull().default("pending"),
    provider: text().notNull(),
    returnUrl: text("return_url").notNull(),
    returnErrorUrl: text("return_error_url").notNull(),
    /** SHA-256 (hex) of the single-use decision token; null once decided. */
    tokenHash: text("token_hash"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    decidedAt: timestamptz("decided_at"),
  },
  (t) => [index("payments_form_id_idx").on(t.formId)],
);
