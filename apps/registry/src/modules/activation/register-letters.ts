// Letters to practitioners on the register: one goes to the account's e-mail, or – for someone
// without an account – to the register's with the link that makes theirs, issued on the
// letter's own transaction (a rolled-back letter leaves no link). A daily job's letters go in
// batches, each recorded once so a step reaches a person once.
import type { Db, Executor } from "../../db/client.ts";
import { letterMail, type MailMessage, type Outbox } from "../mail/index.ts";
import type { LetterTo } from "../register/index.ts";
import { type ActivationLink, activationLink } from "./links.ts";

/** A letter to someone on the register, in words that may give them an activation link. */
export interface RegisterLetter {
  to: LetterTo;
  /** The last day the link is for (a round's grace, an audit's deadline); it lasts 30 days at least. */
  linkFor: string;
  text(activation: ActivationLink | undefined): { subject: string; lines: string[] };
}

/** The letter as an e-mail, with, in `ex`, the activation link of one who has no account. */
export async function registerLetterMail(
  ex: Executor,
  deps: { now: Date; timeZone: string; portalUrl: string },
  letter: RegisterLetter,
): Promise<MailMessage> {
  const { to } = letter;
  const activation =
    to.userId === null ? await activationLink(ex, deps, to, letter.linkFor) : undefined;
  const text = letter.text(activation);
  const recipient = { to: to.email, name: to.firstName ?? undefined };
  return letterMail(recipient, text.subject, text.lines, [activation?.url ?? deps.portalUrl]);
}

/**
 * Letters recorded and queued per transaction: one commit a person made a round's opening
 * to 80,000 take 4.5 minutes on PostgreSQL; a transaction of 25 is still short enough that
 * PGlite's one connection answers people's requests between them.
 */
const LETTER_BATCH = 25;

/**
 * Sends each of `items` its letter, LETTER_BATCH to a transaction: `record` records the send
 * and says whether it is new (false: sent already, so no letter), then `mail`'s letter goes
 * through the outbox as bulk mail. Stops between batches when `stopping` is aborted, the rest
 * left to the next run. Answers how many went.
 */
export async function sendLettersInBatches<T>(
  deps: { db: Db; outbox: Outbox; stopping?: AbortSignal | undefined },
  items: readonly T[],
  each: {
    record(tx: Executor, item: T): Promise<boolean>;
    mail(tx: Executor, item: T): Promise<MailMessage>;
  },
): Promise<number> {
  let sent = 0;
  for (let i = 0; i < items.length; i += LETTER_BATCH) {
    deps.stopping?.throwIfAborted();
    sent += await deps.db.transaction(async (tx) => {
      let wrote = 0;
      for (const item of items.slice(i, i + LETTER_BATCH)) {
        if (!(await each.record(tx, item))) continue;
        await deps.outbox.enqueue(tx, await each.mail(tx, item), { bulk: true });
        wrote += 1;
      }
      return wrote;
    });
  }
  return sent;
}
