// SQL of the audit trail: one insert per event, and the operators' query (newest first).
import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { auditEvents, users } from "../../db/schema.ts";
import type { AuditDetail, AuditOutcome } from "./events.ts";

export interface NewAuditRow {
  at: Date;
  event: string;
  outcome: AuditOutcome;
  userId: number | null;
  email: string | null;
  ip: string | null;
  detail: AuditDetail;
}

export type AuditRow = typeof auditEvents.$inferSelect;

/** Inserts one record; a missing e-mail is the user's, read in the same statement. */
export async function insertAuditEvent(ex: Executor, row: NewAuditRow): Promise<void> {
  const email =
    row.email === null && row.userId !== null
      ? sql`(select ${users.email} from ${users} where ${users.id} = ${row.userId})`
      : row.email;
  await ex.insert(auditEvents).values({ ...row, email });
}

export interface AuditQuery {
  /** Normalised e-mail. */
  email?: string | undefined;
  event?: string | undefined;
  /** Inclusive. */
  since?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
  limit: number;
}

/** The matching records, newest first, at most `limit`. */
export async function findAuditEvents(ex: Executor, query: AuditQuery): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (query.email !== undefined) conditions.push(eq(auditEvents.email, query.email));
  if (query.event !== undefined) conditions.push(eq(auditEvents.event, query.event));
  if (query.since) conditions.push(gte(auditEvents.at, query.since));
  if (query.until) conditions.push(lt(auditEvents.at, query.until));
  return ex
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(query.limit);
}
