// The registry's tables (drizzle pg-core). One schema for PGlite and PostgreSQL; migrations in
// ../../drizzle are generated from this file with `npm run db:generate`, never written by hand.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** bytea as a Buffer on both drivers (PGlite answers a Uint8Array, postgres.js a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const users = pgTable("users", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Stored trimmed and lower-cased, so the unique index is case-insensitive. */
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  firstName: text(),
  displayName: text(),
  passwordResetPending: boolean().notNull().default(false),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 (hex) of the session id: the raw id is never stored. */
    idHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamptz("created_at").notNull(),
    lastSeenAt: timestamptz("last_seen_at").notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const tiles = pgTable(
  "tiles",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The tile type of SPEC §3 (apc, manage_relationship …); it names routes, so it is unique. */
    type: text().notNull().unique(),
    name: text().notNull(),
    parentId: integer().references((): AnyPgColumn => tiles.id, {
      onDelete: "cascade",
    }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index("tiles_parent_id_idx").on(t.parentId)],
);

export const userTiles = pgTable(
  "user_tiles",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tileId: integer()
      .notNull()
      .references(() => tiles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tileId] })],
);

export const formTypes = pgTable("form_types", {
  /** The form type id of SPEC §3, which is also the form code in /form/{formType}/… */
  code: text().primaryKey(),
  name: text().notNull(),
  /** A sub-tile with such a form type links straight to the form (SPEC §2 Sub-tiles). */
  formDisplay: boolean().notNull().default(false),
  addable: boolean().notNull().default(false),
  deletable: boolean().notNull().default(false),
});

export const tileFormTypes = pgTable(
  "tile_form_types",
  {
    tileId: integer()
      .notNull()
      .references(() => tiles.id, { onDelete: "cascade" }),
    formTypeCode: text()
      .notNull()
      .references(() => formTypes.code, { onDelete: "cascade" }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tileId, t.formTypeCode] })],
);

export const formState = pgEnum("form_state", ["in_progress", "completed"]);

export const forms = pgTable(
  "forms",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Random, ≥128 bits: the only id the portal ever sees (formId / formToken). */
    token: text().notNull().unique(),
    /**
     * Null while an anonymous registration is in progress (reachable only by its token);
     * set to the new account when that application is submitted.
     */
    ownerId: integer().references(() => users.id, { onDelete: "cascade" }),
    formTypeCode: text()
      .notNull()
      .references(() => formTypes.code),
    name: text().notNull(),
    state: formState().notNull().default("in_progress"),
    writeDate: timestamptz("write_date").notNull().defaultNow(),
    practitioner: text(),
    apcYear: text(),
    dueDate: timestamptz("due_date"),
    confirmationStatus: text(),
    confirmationDate: timestamptz("confirmation_date"),
    declarationDate: timestamptz("declaration_date"),
    /** The saved values: each saved page's values by page code (modules/forms). */
    values: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Raised by every save: a save based on an older revision is refused (lost updates). */
    revision: integer().notNull().default(0),
  },
  (t) => [index("forms_owner_type_idx").on(t.ownerId, t.formTypeCode)],
);

export const fileType = pgEnum("file_type", ["form", "invoice", "other"]);

export const files = pgTable(
  "files",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    formId: integer()
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    /**
     * Denormalised owner, so every file query can be scoped by the session's user directly.
     * Null for uploads to an anonymous registration until it is submitted.
     */
    ownerId: integer().references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    type: fileType().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("files_form_id_idx").on(t.formId), index("files_owner_id_idx").on(t.ownerId)],
);

// ── Accounts: login throttling, e-mailed links, captcha replay (issue 3) ──────────────────

/**
 * Consecutive failed sign-ins per e-mail text (ASVS 6.3.1). Keyed by the normalised e-mail
 * typed, not by user, so an unknown address is counted and locked exactly like a real one.
 */
export const loginFailures = pgTable(
  "login_failures",
  {
    email: text().primaryKey(),
    failures: integer().notNull(),
    lastFailureAt: timestamptz("last_failure_at").notNull(),
    /** Sign-in is refused until then, even with the right password. */
    lockedUntil: timestamptz("locked_until"),
  },
  (t) => [index("login_failures_last_failure_at_idx").on(t.lastFailureAt)],
);

/**
 * Single-use tokens sent by e-mail: password reset links and e-mail confirmation links of
 * forms. Only the SHA-256 of a token is stored; a token is deleted when it is used.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    idHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
