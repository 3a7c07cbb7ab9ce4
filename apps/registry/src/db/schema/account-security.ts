// Accounts' protections: login throttling, e-mailed links, captcha replay.
import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { belongsTo, timestamptz } from "./column-types.ts";
import { forms } from "./forms.ts";

/**
 * Consecutive failed sign-ins per e-mail text and client address (ASVS 6.3.1, decision 025).
 * Keyed by the normalised e-mail typed, not by user, so an unknown e-mail is counted and
 * locked exactly like a real one; `address` is the client's IPv4 address or IPv6 /64
 * (auth/client-address.ts). A lock holds for its pair only; the account's rows together are
 * the brake on guessing spread over many addresses (auth/login-throttle.ts).
 */
export const loginFailuresByAddress = pgTable(
  "login_failures_by_address",
  {
    email: text().notNull(),
    address: text().notNull(),
    failures: integer().notNull(),
    lastFailureAt: timestamptz("last_failure_at").notNull(),
    /** Sign-in from this address is refused until then, even with the right password. */
    lockedUntil: timestamptz("locked_until"),
  },
  (t) => [
    // The primary key's leading e-mail also serves the per-account sum and clearing.
    primaryKey({ columns: [t.email, t.address] }),
    index("login_failures_by_address_last_failure_at_idx").on(t.lastFailureAt),
  ],
);

/**
 * Single-use tokens sent by e-mail: password reset links and e-mail confirmation links of
 * forms. Only the SHA-256 of a token is stored; a token is deleted when it is used.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    idHash: text().primaryKey(),
    userId: belongsTo(() => users.id),
    /** What following the link does: reset_password or confirm_email. */
    purpose: text().$type<"reset_password" | "confirm_email">().notNull(),
    /** The form an e-mail confirmation belongs to. */
    formToken: text().references(() => forms.token, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    index("email_tokens_user_purpose_idx").on(t.userId, t.purpose),
    index("email_tokens_expires_at_idx").on(t.expiresAt),
  ],
);

/** ALTCHA challenges already solved, kept until they expire so a solution is used once. */
export const captchaSolutions = pgTable(
  "captcha_solutions",
  {
    /** The challenge's signed nonce. */
    challengeId: text().primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("captcha_solutions_expires_at_idx").on(t.expiresAt)],
);

/**
 * The per-address request limits of http/rate-limits.ts when several service processes share
 * one PostgreSQL (http/rate-limit-store.ts): one fixed window per route and client address,
 * counted by the database so that N instances allow the same number of requests as one.
 * Embedded PGlite has one process, which counts in memory instead.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    endsAt: timestamptz("ends_at").notNull(),
  },
  (t) => [index("rate_limit_windows_ends_at_idx").on(t.endsAt)],
);
