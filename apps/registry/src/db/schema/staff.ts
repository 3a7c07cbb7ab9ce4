// The regulator's staff (modules/staff): accounts apart from practitioners', their second
// factor, their sessions and the one-time links that set their passwords.
import type { StaffRoleName } from "@portal/contract";
import { bigint, boolean, index, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import { belongsTo, generatedId, sessionTimes, timestamptz } from "./column-types.ts";

/** The desk's roles: registrar, admin and investigator (the contract's list). */
export type StaffRole = StaffRoleName;

export const staffAccounts = pgTable("staff_accounts", {
  id: generatedId(),
  /** Stored trimmed and lower-cased, like users.email. */
  email: text().notNull().unique(),
  /** argon2id; null until the one-time link sets it (and again after `staff:add --reset`). */
  passwordHash: text(),
  role: text().$type<StaffRole>().notNull(),
  /**
   * The TOTP secret sealed with the service's key (staff/second-factor/totp-secret-box.ts): a dump of the
   * database alone does not give the codes. Set when enrolment starts; confirmed when
   * `totpEnrolledAt` is set.
   */
  totpSecret: text(),
  totpEnrolledAt: timestamptz("totp_enrolled_at"),
  /** The time step of the last code accepted: a code is accepted once (RFC 6238 §5.2). */
  totpLastStep: bigint({ mode: "number" }),
  disabled: boolean().notNull().default(false),
  createdAt: timestamptz("created_at").notNull(),
});

/** Single-use recovery codes: only an HMAC under a key kept outside the database. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    staffId: belongsTo(() => staffAccounts.id),
    codeHash: text().notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.codeHash] })],
);

/**
 * Desk sessions, keyed by the SHA-256 of the id like `sessions`. A session is pending until
 * its second factor passes (`mfaPassedAt`); only then is it a staff session. Revoking deletes.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text().primaryKey(),
    staffId: belongsTo(() => staffAccounts.id),
    ...sessionTimes(),
    mfaPassedAt: timestamptz("mfa_passed_at"),
    /** How it was signed in: "password" (with the second factor), or the provider's issuer. */
    signedInWith: text("signed_in_with").notNull().default("password"),
  },
  (t) => [index("staff_sessions_staff_id_idx").on(t.staffId)],
);

/** One-time links that set a password (`npm run staff:add`): the token's SHA-256 only. */
export const staffPasswordLinks = pgTable(
  "staff_password_links",
  {
    tokenHash: text().primaryKey(),
    staffId: belongsTo(() => staffAccounts.id),
    createdAt: timestamptz("created_at").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
  },
  (t) => [index("staff_password_links_staff_id_idx").on(t.staffId)],
);

/**
 * The organisation's identity of a staff account (OpenID Connect): the provider's issuer and its
 * `sub`, which never changes for the person, unlike their e-mail. One per issuer and account.
 */
export const staffIdentities = pgTable(
  "staff_identities",
  {
    staffId: belongsTo(() => staffAccounts.id),
    issuer: text().notNull(),
    subject: text().notNull(),
    linkedAt: timestamptz("linked_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), unique().on(t.staffId, t.issuer)],
);
