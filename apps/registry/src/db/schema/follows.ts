// Followers of a practitioner's public record (modules/follows, docs/decisions/045): only what
// the feature needs – the address, the record, when it was asked and confirmed, and the
// hashes of the links e-mailed to it. Deleting the follow deletes its links.
import { index, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { belongsTo, generatedId, timestamptz } from "./column-types.ts";
import { practitioners } from "./register.ts";

export const follows = pgTable(
  "follows",
  {
    id: generatedId(),
    /** Trimmed and lower-cased, so one address is one follower whatever its spelling. */
    email: text().notNull(),
    /** The mailbox the address reaches (core/mailbox.ts): what the limits per person count. */
    mailbox: text().notNull(),
    practitionerId: belongsTo(() => practitioners.id),
    /** The latest request; an unconfirmed follow is forgotten FOLLOW_CONFIRM_HOURS after it. */
    requestedAt: timestamptz("requested_at").notNull(),
    confirmedAt: timestamptz("confirmed_at"),
  },
  (t) => [
    uniqueIndex("follows_email_practitioner_idx").on(t.email, t.practitionerId),
    index("follows_practitioner_idx").on(t.practitionerId),
    index("follows_mailbox_idx").on(t.mailbox),
  ],
);

export const followTokenPurpose = pgEnum("follow_token_purpose", ["confirm", "unsubscribe"]);

/**
 * The links e-mailed to a follower, as SHA-256 of their tokens (secret-token.ts): a confirmation
 * link works until `expiresAt`; each change e-mail carries its own unsubscribe link, which works
 * as long as the follow lasts.
 */
export const followTokens = pgTable(
  "follow_tokens",
  {
    idHash: text().primaryKey(),
    followId: belongsTo(() => follows.id),
    purpose: followTokenPurpose().notNull(),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at"),
  },
  (t) => [
    index("follow_tokens_follow_idx").on(t.followId),
    // The service-wide hourly count of confirmations reads the newest by purpose.
    index("follow_tokens_purpose_created_idx").on(t.purpose, t.createdAt),
  ],
);
