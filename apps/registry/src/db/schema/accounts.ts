// Users, their sessions and the tiles of their dashboard.
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { belongsTo, generatedId, sessionTimes, timestamptz } from "./column-types.ts";

export const users = pgTable("users", {
  id: generatedId(),
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
    userId: belongsTo(() => users.id),
    ...sessionTimes(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const tiles = pgTable(
  "tiles",
  {
    id: generatedId(),
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
    userId: belongsTo(() => users.id),
    tileId: belongsTo(() => tiles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tileId] })],
);
