// Column types shared by the tables of db/schema/: the same bytes and instants on PGlite and
// PostgreSQL.
import { customType, timestamp } from "drizzle-orm/pg-core";

/** bytea as a Buffer on both drivers (PGlite answers a Uint8Array, postgres.js a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Text compared byte by byte: an order that needs no locale and sorts fast. */
export const byteOrderedText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });
