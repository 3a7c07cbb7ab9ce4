// The registry's tables (drizzle pg-core). One schema for PGlite and PostgreSQL; migrations in
// ../../drizzle are generated from this file with `npm run db:generate`, never written by hand.
import type { PeerMatch } from "@portal/contract";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
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
    /** Raised by every save: a save based on an older revision is refused (lost updates). */
    revision: integer().notNull().default(0),
  },
  (t) => [index("forms_owner_type_idx").on(t.ownerId, t.formTypeCode)],
);

/**
 * A form instance's saved values, one row per saved page (modules/forms): a save rewrites only
 * its page's row, a page request reads only the rows it needs. A page with a row is "saved".
 */
export const formPages = pgTable(
  "form_pages",
  {
    formId: integer()
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    pageCode: text().notNull(),
    /** The page's values: fieldName → value, repeating groups as lists of rows. */
    values: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.formId, t.pageCode] })],
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
  (t) => [
    index("files_form_id_idx").on(t.formId),
    index("files_owner_id_idx").on(t.ownerId),
    // A form has one rendered PDF: two renders racing cannot both insert one.
    uniqueIndex("files_one_form_pdf_idx").on(t.formId).where(sql`type = 'form'`),
  ],
);

// ── Accounts: login throttling, e-mailed links, captcha replay ──────────────────

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

// ── The practitioner register: peer and volunteer search ─────────────────────────

export const practitioners = pgTable("practitioners", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The register's Person ID (SPEC §3 "Person ID"); the search's PersonID matches it exactly. */
  personId: text().notNull().unique(),
  firstNames: text().notNull(),
  surname: text().notNull(),
  /** Contact text shown in volunteer search results (workplace, phone, e-mail). */
  contact: text().notNull().default(""),
  /** Street address lines of the workplace. */
  address: text().notNull().default(""),
  suburb: text().notNull().default(""),
  city: text().notNull().default(""),
  /** One of the territorial authorities of the contract's registerLists. */
  territorialAuthority: text().notNull().default(""),
  /** One of the District Health Board regions of the contract's registerLists. */
  dhb: text().notNull().default(""),
  /** May be chosen as a professional peer (registered, practising). */
  eligible: boolean().notNull().default(true),
  /** Offers to be a peer to practitioners who have none (volunteer search). */
  volunteer: boolean().notNull().default(false),
  /**
   * The person as a search answers them (SPEC §3 match, practices included), written with the
   * person and their practices: a page of results reads one value per person.
   */
  match: json().$type<PeerMatch>().notNull(),
});

/** Text compared byte by byte: an order that needs no locale and sorts fast. */
const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/**
 * What the peer and volunteer searches read (docs/decisions/011): per person, one row for any
 * practice (`practice` = '') with every filter's folded key – lower case, diacritics removed
 * (`Māori` → `maori`) by the database's `immutable_unaccent` – and one more row per practice
 * type they hold, with the exact filters only (practice, flags, TA, DHB). Written with the
 * person, never on its own.
 */
export const practitionerSearch = pgTable(
  "practitioner_search",
  {
    /** '' on the person's row for any practice, else one practice type they hold. */
    practice: text().notNull(),
    practitionerId: integer()
      .notNull()
      .references(() => practitioners.id, { onDelete: "cascade" }),
    eligible: boolean().notNull(),
    volunteer: boolean().notNull(),
    territorialAuthority: text().notNull(),
    dhb: text().notNull(),
    /** The register's order: surname, first names, Person ID (folded, byte-ordered). */
    sortKey: byteOrderedText().notNull(),
    // Only on the row for any practice (practice = ''):
    personId: text(),
    practiceTypes: text().array(),
    surnameKey: text(),
    /** First names and surname. */
    nameKey: text(),
    /** Street address, suburb and city. */
    addressKey: text(),
    cityKey: text(),
    suburbKey: text(),
  },
  (t) => {
    const anyPractice = sql`practice = ''`;
    const trigrams = (name: string, key: AnyPgColumn, alsoWhere?: SQL) =>
      index(name)
        .using("gin", sql`${key} gin_trgm_ops`)
        .where(alsoWhere ? sql`${anyPractice} AND ${alsoWhere}` : anyPractice);
    return [
      primaryKey({ columns: [t.practice, t.practitionerId] }),
      // Searches on exact filters only (practice, flags, TA, DHB): counted and paged from the
      // index alone.
      index("practitioner_search_order_idx").on(
        t.practice,
        t.eligible,
        t.sortKey,
        t.practitionerId,
        t.territorialAuthority,
        t.dhb,
      ),
      // Volunteers are few: the volunteer search without text reads this index alone.
      index("practitioner_search_volunteer_idx")
        .on(t.practice, t.eligible, t.sortKey, t.practitionerId, t.territorialAuthority, t.dhb)
        .where(sql`volunteer`),
      // Searches by text: partial matching by trigrams.
      trigrams("practitioner_search_surname_trgm_idx", t.surnameKey),
      trigrams("practitioner_search_name_trgm_idx", t.nameKey),
      trigrams("practitioner_search_address_trgm_idx", t.addressKey),
      trigrams("practitioner_search_city_trgm_idx", t.cityKey),
      trigrams("practitioner_search_suburb_trgm_idx", t.suburbKey),
      // The volunteer search's City and Suburb: among volunteers only.
      trigrams("practitioner_search_volunteer_city_trgm_idx", t.cityKey, sql`volunteer`),
      trigrams("practitioner_search_volunteer_suburb_trgm_idx", t.suburbKey, sql`volunteer`),
      index("practitioner_search_practice_types_idx")
        .using("gin", t.practiceTypes)
        .where(anyPractice),
      index("practitioner_search_person_id_idx").on(t.personId).where(anyPractice),
    ];
  },
);

/**
 * How many people hold each practice type (and, under `practice` = '', how many people the
 * register holds), by the flags a search may ask for (docs/decisions/013): a search by a
 * practice and flags only reads its count here instead of counting thousands of index entries.
 * Written by the store in the transaction that writes the people, never on its own.
 */
export const practiceCounts = pgTable("practice_counts", {
  practice: text().primaryKey(),
  people: integer().notNull(),
  eligible: integer().notNull(),
  volunteers: integer().notNull(),
  eligibleVolunteers: integer().notNull(),
});

/** A practitioner's practices (scopes of practice), in the register's order. */
export const practices = pgTable(
  "practices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    practitionerId: integer()
      .notNull()
      .references(() => practitioners.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    /** One of the practice types of the contract's registerLists. */
    practice: text().notNull(),
    qualifications: text().notNull().default(""),
    /** Scope-of-practice registration date, YYYY-MM-DD. */
    registrationDate: text().notNull().default(""),
    /** Health Provider Index number (CPN). */
    hpiNumber: text().notNull().default(""),
    /** Registration status, e.g. Registered. */
    status: text().notNull().default(""),
    /** Practising status, e.g. Current. */
    apcStatus: text().notNull().default(""),
    /** Annual practising certificate period, e.g. 01/04/2025 - 31/03/2026. */
    apcPeriod: text().notNull().default(""),
  },
  (t) => [
    index("practices_practice_practitioner_idx").on(t.practice, t.practitionerId),
    index("practices_practitioner_idx").on(t.practitionerId, t.position),
  ],
);

// ── Payments ────────────────────────────────────────────────────────────────────

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
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    formId: integer()
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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
