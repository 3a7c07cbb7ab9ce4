// Runs `act` while an audit table cannot be written to, as a full disk or a bad grant would
// make it: the table is renamed away and back. A change recorded in its own transaction must
// then not stand; `auditOutageOf` also reads what did.
import { desc, sql } from "drizzle-orm";
import type { Db } from "../src/db/client.ts";
import { auditEvents } from "../src/db/schema.ts";

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

/**
 * For a suite on `service` (read at each call, so taken before the service opens): `act` run
 * while the operators' audit trail cannot be written, and the names of its last `n` events,
 * oldest first.
 */
export function auditOutageOf(service: { database: { db: Db } }) {
  return {
    withoutAuditTable: <T>(act: () => Promise<T>) =>
      withoutTable(service.database.db, "audit_events", act),
    lastEvents: async (n: number): Promise<string[]> =>
      (await service.database.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(n))
        .map((r) => r.event)
        .reverse(),
  };
}
