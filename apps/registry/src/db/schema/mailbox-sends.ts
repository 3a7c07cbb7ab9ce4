// E-mails the public makes the service send to an address they type (a link back to a concern
// form): one row each, by the mailbox it reaches (core/mailbox.ts), so the limits per person and
// the service's ceiling an hour are counts (modules/mail/stranger-mail.ts).
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { generatedId, timestamptz } from "./column-types.ts";

export const mailboxSends = pgTable(
  "mailbox_sends",
  {
    id: generatedId(),
    mailbox: text().notNull(),
    /** What the mail was: each purpose has its own limits. */
    purpose: text().notNull(),
    sentAt: timestamptz("sent_at").notNull(),
  },
  (t) => [
    index("mailbox_sends_mailbox_idx").on(t.purpose, t.mailbox, t.sentAt),
    index("mailbox_sends_purpose_idx").on(t.purpose, t.sentAt),
  ],
);
