// Sign-ins under way at an OpenID provider (modules/oidc): what the callback must find again –
// the state, the nonce and the PKCE verifier – kept here, not in the browser, keyed by the
// SHA-256 of a random value in a cookie of the browser that started it. Taken (deleted) once.
import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./column-types.ts";
import { forms } from "./forms.ts";

export const oidcLogins = pgTable(
  "oidc_logins",
  {
    idHash: text().primaryKey(),
    /** Whose sign-in: "desk" (staff) or "portal" (practitioners). */
    audience: text().notNull(),
    /** The registration application an applicant proves who they are for; null for a sign-in. */
    formId: integer().references(() => forms.id, { onDelete: "cascade" }),
    state: text().notNull(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    createdAt: timestamptz("created_at").notNull(),
  },
  (t) => [index("oidc_logins_created_at_idx").on(t.createdAt)],
);
