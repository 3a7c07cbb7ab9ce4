// Practitioners' verified identities (modules/verified-identity): an account's identity at the
// portal's OpenID provider, the identity an application proved, and the one-time tokens between
// the provider's callback and the portal page that trades them for a session or a link.
import { index, integer, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { belongsTo, timestamptz } from "./column-types.ts";
import { forms } from "./forms.ts";

/** An account's identity at the provider: its issuer and `sub`, linked by the account's owner. */
export const userIdentities = pgTable(
  "user_identities",
  {
    userId: belongsTo(() => users.id),
    issuer: text().notNull(),
    subject: text().notNull(),
    linkedAt: timestamptz("linked_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), unique().on(t.userId, t.issuer)],
);

/**
 * What a verified callback found, until the portal's page trades the token (its SHA-256 here)
 * for a session (the identity is linked, as user_identities says at the trade) or, after a
 * password sign-in, a link.
 */
export const identityHandoffs = pgTable(
  "identity_handoffs",
  {
    tokenHash: text().primaryKey(),
    issuer: text().notNull(),
    subject: text().notNull(),
    /** SHA-256 of the key in the browser that started the sign-in: only it may trade the token. */
    binderHash: text().notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [index("identity_handoffs_created_at_idx").on(t.createdAt)],
);

/**
 * The identity an applicant proved at the provider for their registration application, kept
 * for the registrar with the name the provider gave; the account it makes is linked to it.
 */
export const applicationIdentities = pgTable("application_identities", {
  formId: integer()
    .primaryKey()
    .references(() => forms.id, { onDelete: "cascade" }),
  issuer: text().notNull(),
  subject: text().notNull(),
  /** The provider's name as the portal showed it then ("Demo ID", "RealMe"). */
  providerName: text().notNull(),
  /** The name the provider gave (its `name` claim), if any. */
  name: text(),
  verifiedAt: timestamptz("verified_at").notNull(),
});
