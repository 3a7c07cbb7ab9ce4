// One-time links that let a practitioner without a portal account make one tied to their
// registration (modules/activation): sent with the renewal reminders to their register e-mail.
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { belongsTo, timestamptz } from "./column-types.ts";
import { practitioners } from "./register.ts";

/**
 * An activation link: only the SHA-256 of its token (secret-token.ts), so a leaked table holds
 * no link that can be followed. The e-mail is the one it was sent to, which becomes the
 * account's. Used once: `used_at` is set by the activation (or by another of the same person's
 * links being used, so the ones left in their mailbox stop working).
 */
export const accountActivations = pgTable(
  "account_activations",
  {
    tokenHash: text("token_hash").primaryKey(),
    practitionerId: belongsTo(() => practitioners.id),
    email: text().notNull(),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("account_activations_practitioner_idx").on(t.practitionerId)],
);
