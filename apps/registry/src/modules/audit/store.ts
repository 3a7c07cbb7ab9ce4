// SQL of the audit trail: one insert per event, the operators' query (newest first), and the
// links of both audit trails' hash chains (audit_events and the desk's staff_audit_events) in
// chain order, each with its content as the chain_link trigger hashed it.
import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { type Executor, executeRows } from "../../db/client.ts";
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

/** The tables whose rows form a hash chain (their migration's chain_link triggers). */
export const auditChainTables = ["audit_events", "staff_audit_events"] as const;
export type AuditChainTable = (typeof auditChainTables)[number];

export interface ChainLink {
  id: number;
  seq: number;
  prevHash: string;
  hash: string;
  /** The row's content as the database serialises it for hashing (its `*_content` function). */
  content: string;
}

/** Up to `limit` links of a chain after place `afterSeq`, in chain order. */
export async function readChainLinks(
  ex: Executor,
  table: AuditChainTable,
  afterSeq: number,
  limit: number,
): Promise<ChainLink[]> {
  const rows = await executeRows<LinkRow>(
    ex,
    sql`select t.id, t.seq, t.prev_hash, t.hash, ${sql.identifier(`${table}_content`)}(t) as content
        from ${sql.identifier(table)} t where t.seq > ${afterSeq} order by t.seq limit ${limit}`,
  );
  return rows.map(linkOf);
}

type LinkRow = {
  id: string | number;
  seq: string | number;
  prev_hash: string;
  hash: string;
  content: string;
};

const linkOf = (r: LinkRow): ChainLink => ({
  id: Number(r.id),
  seq: Number(r.seq),
  prevHash: r.prev_hash,
  hash: r.hash,
  content: r.content,
});

/** The register's history: a hash chain per person (migration 0028), in the same shape. */
export const REGISTER_CHAINS = "register_events";

/**
 * Up to `limit` links of the register's chains after `after` (a person's chain, then its
 * place), person by person and each in chain order; `chain` names the person.
 */
export async function readRegisterChainLinks(
  ex: Executor,
  after: { chain: number; seq: number },
  limit: number,
): Promise<Array<ChainLink & { chain: number }>> {
  const rows = await executeRows<LinkRow & { chain: string | number }>(
    ex,
    sql`select t.id, t.practitioner_id as chain, t.seq, t.prev_hash, t.hash,
          register_events_content(t) as content
        from register_events t where (t.practitioner_id, t.seq) > (${after.chain}, ${after.seq})
        order by t.practitioner_id, t.seq limit ${limit}`,
  );
  return rows.map((r) => ({ ...linkOf(r), chain: Number(r.chain) }));
}
