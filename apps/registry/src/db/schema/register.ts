// The practitioner register: peer and volunteer search.
import type { PeerMatch } from "@portal/contract";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { belongsTo, byteOrderedText, generatedId } from "./column-types.ts";

/**
 * A person as the searches hold them: SPEC §3's match but for the practising certificate, which
 * is read from its own record when they are answered (modules/register/practising-standing.ts).
 */
export type StoredPractice = Omit<PeerMatch["Practices"][number], "APCStatus" | "APCPeriod">;
export type StoredMatch = Omit<PeerMatch, "Practices"> & { Practices: StoredPractice[] };

/** A text of the register that may be missing: empty then, never null. */
const registerText = () => text().notNull().default("");

export const practitioners = pgTable("practitioners", {
  id: generatedId(),
  /** The register's Person ID (SPEC §3 "Person ID"); the search's PersonID matches it exactly. */
  personId: text().notNull().unique(),
  firstNames: text().notNull(),
  surname: text().notNull(),
  /** Contact text shown in volunteer search results (workplace, phone, e-mail). */
  contact: registerText(),
  /**
   * Where the regulator writes to them (a renewal reminder to someone without an account),
   * kept privately: never on a public surface nor in the searches' match. Trimmed, lower case.
   */
  email: registerText(),
  /** Street address lines of the workplace. */
  address: registerText(),
  suburb: registerText(),
  city: registerText(),
  /** One of the territorial authorities of the contract's registerLists. */
  territorialAuthority: registerText(),
  /** One of the District Health Board regions of the contract's registerLists. */
  dhb: registerText(),
  /** May be chosen as a professional peer (registered, practising). */
  eligible: boolean().notNull().default(true),
  /** Offers to be a peer to practitioners who have none (volunteer search). */
  volunteer: boolean().notNull().default(false),
  /**
   * The person as a search answers them (SPEC §3 match, practices included, the certificate
   * apart), written with the person and their practices: a page of results reads one value
   * per person.
   */
  match: json().$type<StoredMatch>().notNull(),
});

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
    practitionerId: belongsTo(() => practitioners.id),
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
      // The public register lists everyone, eligible or not: a practice's people (or, under
      // practice '', everyone) in the register's order, walked without a sort.
      index("practitioner_search_public_order_idx").on(t.practice, t.sortKey, t.practitionerId),
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
    id: generatedId(),
    practitionerId: belongsTo(() => practitioners.id),
    position: integer().notNull().default(0),
    /** One of the practice types of the contract's registerLists. */
    practice: text().notNull(),
    qualifications: registerText(),
    /** Scope-of-practice registration date, YYYY-MM-DD. */
    registrationDate: registerText(),
    /** Health Provider Index number (CPN). */
    hpiNumber: registerText(),
    /** Registration status, e.g. Registered. */
    status: registerText(),
  },
  (t) => [
    index("practices_practice_practitioner_idx").on(t.practice, t.practitionerId),
    // A person's practices are numbered 0, 1, … in their order: position 0 is their first scope.
    uniqueIndex("practices_practitioner_position_idx").on(t.practitionerId, t.position),
  ],
);

/** The register record of an account (made when its registration application is accepted). */
export const practitionerAccounts = pgTable(
  "practitioner_accounts",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    practitionerId: belongsTo(() => practitioners.id),
  },
  // The round's people are found by their registration, then their account.
  (t) => [index("practitioner_accounts_practitioner_idx").on(t.practitionerId, t.userId)],
);
