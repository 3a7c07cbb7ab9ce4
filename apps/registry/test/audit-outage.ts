// Runs `act` while an audit table cannot be written to, as a full disk or a bad grant would
// make it: the table is renamed away and back. A change recorded in its own transaction must
// then not stand.
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";

export async function withoutTable<T>(
  db: Db,
  table: "audit_events" | "staff_audit_events",
  act: () => Promise<T>,
): Promise<T> {
  await db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await act();
  } finally {
    await db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}
