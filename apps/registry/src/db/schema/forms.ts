// Form types, form instances with their saved pages, and the files of a form.
import { sql } from "drizzle-orm";
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tiles, users } from "./accounts.ts";
import { belongsTo, bytea, generatedId, timestamptz } from "./column-types.ts";

export const formTypes = pgTable("form_types", {
  /** The form type id of SPEC §3, which is also the form code in /form/{formType}/… */
  code: text().primaryKey(),
  name: text().notNull(),
  /** A sub-tile with such a form type links straight to the form (SPEC §2 Sub-tiles). */
  formDisplay: boolean().notNull().default(false),
  addable: boolean().notNull().default(false),
  deletable: boolean().notNull().default(false),
  /**
   * The version of its definition this service's files define, set at start: new forms are
   * pinned to it (a form created by seed or test data without a version takes this one).
   */
  currentVersion: integer(),
});

/**
 * Every definition the service has served, as it was: a form keeps being read with the one
 * it was created on. Rows are never changed or deleted (a trigger of migration 0018 refuses it).
 */
export const formDefinitionVersions = pgTable(
  "form_definition_versions",
  {
    formTypeCode: text()
      .notNull()
      .references(() => formTypes.code),
    version: integer().notNull(),
    /** SHA-256 of the definition's canonical JSON (RFC 8785): an unchanged file, the same row. */
    contentHash: text().notNull(),
    /**
     * The checked definition as its canonical JSON text (what the hash covers). Text, not
     * jsonb: a definition may hold any text, "\u0000" included, which jsonb cannot store.
     */
    definition: text().notNull(),
    firstServedAt: timestamptz("first_served_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.formTypeCode, t.version] }),
    uniqueIndex("form_definition_versions_hash_idx").on(t.formTypeCode, t.contentHash),
  ],
);

export const tileFormTypes = pgTable(
  "tile_form_types",
  {
    tileId: belongsTo(() => tiles.id),
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
    id: generatedId(),
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
    /** The definition version the form is read with (null only before its first versioned start). */
    definitionVersion: integer(),
    /**
     * The version a draft was last moved from (null for a form still on the version it began
     * on): the portal tells its practitioner which questions that move made new or changed.
     */
    movedFromVersion: integer(),
  },
  (t) => [
    index("forms_owner_type_idx").on(t.ownerId, t.formTypeCode),
    foreignKey({
      name: "forms_definition_version_fk",
      columns: [t.formTypeCode, t.definitionVersion],
      foreignColumns: [formDefinitionVersions.formTypeCode, formDefinitionVersions.version],
    }),
  ],
);

/**
 * Answers to questions a later version no longer asks, kept when a draft moved to it
 * (forms/versions/draft-moves.ts): the path they were stored at and the version they were
 * given on.
 */
export const formAnswerHistory = pgTable(
  "form_answer_history",
  {
    id: generatedId(),
    formId: belongsTo(() => forms.id),
    version: integer().notNull(),
    path: text().notNull(),
    value: jsonb().$type<unknown>().notNull(),
    retiredAt: timestamptz("retired_at").notNull().defaultNow(),
  },
  (t) => [index("form_answer_history_form_idx").on(t.formId)],
);

/**
 * A form instance's saved values, one row per saved page (modules/forms): a save rewrites only
 * its page's row, a page request reads only the rows it needs. A page with a row is "saved".
 */
export const formPages = pgTable(
  "form_pages",
  {
    formId: belongsTo(() => forms.id),
    pageCode: text().notNull(),
    /** The page's values: fieldName → value, repeating groups as lists of rows. */
    values: jsonb().$type<Record<string, unknown>>().notNull(),
    /**
     * False for a page a move to a new version left with answers its questions refuse (a new
     * required question, an answer that no longer passes): its answers are kept, but the page
     * is not done until saved again.
     */
    done: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.formId, t.pageCode] })],
);

export const fileType = pgEnum("file_type", ["form", "invoice", "other"]);

export const files = pgTable(
  "files",
  {
    id: generatedId(),
    formId: belongsTo(() => forms.id),
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
