// Limits on e-mail anyone can make the service send to an address they type: without them, a
// public form is a way to mail strangers. Counted per mailbox (core/mailbox.ts: case, `+tags`
// and Gmail's dots are one person) and across the service an hour; over either, nothing is
// sent and the caller is told the same as when it is, so the answer tells no one anything.
import { mailboxOf } from "../../core/mailbox.ts";
import type { Tx } from "../../db/client.ts";
import {
  countAllSendsSince,
  countMailboxSendsSince,
  insertMailboxSend,
  lockMailbox,
} from "./stranger-mail-store.ts";

const HOUR_MS = 3_600_000;

export interface StrangerMailLimits {
  /** What is sent: each purpose is counted apart. */
  purpose: string;
  perMailboxPerDay: number;
  /** The whole service's ceiling an hour. */
  allPerHour: number;
}

export type StrangerMailOutcome = "sent" | "mailbox_limit" | "hourly_ceiling";

/**
 * Whether one more mail of the purpose may go to `address` now, in the caller's transaction,
 * which then enqueues it; when it may, the send is counted.
 */
export async function takeStrangerMail(
  tx: Tx,
  address: string,
  limits: StrangerMailLimits,
  now: Date,
): Promise<StrangerMailOutcome> {
  const mailbox = mailboxOf(address);
  const { purpose } = limits;
  await lockMailbox(tx, purpose, mailbox);
  const dayAgo = new Date(now.getTime() - 24 * HOUR_MS);
  if ((await countMailboxSendsSince(tx, purpose, mailbox, dayAgo)) >= limits.perMailboxPerDay) {
    return "mailbox_limit";
  }
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  if ((await countAllSendsSince(tx, purpose, hourAgo)) >= limits.allPerHour) {
    return "hourly_ceiling";
  }
  await insertMailboxSend(tx, { mailbox, purpose, sentAt: now });
  return "sent";
}
