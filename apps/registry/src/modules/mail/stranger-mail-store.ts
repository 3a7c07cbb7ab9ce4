// SQL of the counts behind the limits on e-mail the public makes the service send.
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { mailboxSends } from "../../db/schema.ts";

/**
 * Holds one mailbox for the caller's transaction (`scope` names whose limits): two requests for
 * the same mailbox at once cannot both pass its limits.
 */
export async function lockMailbox(tx: Executor, scope: string, mailbox: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${mailbox}`}))`);
}

export async function countMailboxSendsSince(
  ex: Executor,
  purpose: string,
  mailbox: string,
  since: Date,
): Promise<number> {
  const { purpose: p, mailbox: m, sentAt } = mailboxSends;
  const [row] = await ex
    .select({ n: count() })
    .from(mailboxSends)
    .where(and(eq(p, purpose), eq(m, mailbox), gte(sentAt, since)));
  return row?.n ?? 0;
}

export async function countAllSendsSince(ex: Executor, purpose: string, since: Date) {
  const { purpose: p, sentAt } = mailboxSends;
  const [row] = await ex
    .select({ n: count() })
    .from(mailboxSends)
    .where(and(eq(p, purpose), gte(sentAt, since)));
  return row?.n ?? 0;
}

export async function insertMailboxSend(
  ex: Executor,
  row: { mailbox: string; purpose: string; sentAt: Date },
): Promise<void> {
  await ex.insert(mailboxSends).values(row);
}
