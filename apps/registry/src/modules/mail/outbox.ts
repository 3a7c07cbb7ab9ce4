// The outbox: every e-mail is a "mail" job written in the transaction of the change that
// causes it (a reset link, a password change, a desk decision), so a message exists exactly
// when its change does, and is delivered by the job runner after the commit: tried again over
// hours while the mail server is down, kept through restarts and kill -9, sent once however
// many instances share the database. Once sent, only its recipient and subject are kept: the
// text may hold a link that signs its reader in.

import type { Clock } from "../../core/clock.ts";
import type { Db, Executor } from "../../db/client.ts";
import {
  countJobsByState,
  dailySlot,
  deleteDoneJobs,
  type JobOutcome,
  type JobRunner,
} from "../jobs/index.ts";
import type { MailMetrics, MailOutcome, OutboxCounts } from "../metrics/index.ts";
import { type Mailer, type MailMessage, mailMessageSchema } from "./mailer.ts";

export const MAIL_JOB = "mail";
/** Once a day (in the regulator's zone), the record of messages sent long ago goes. */
export const MAIL_PRUNE_JOB = "mail:prune";
export const SENT_KEPT_DAYS = 30;

export interface Outbox {
  /**
   * Writes `message` to be sent once `ex`'s transaction commits (nothing, if it rolls back).
   * `bulk` mail – one of many no one is waiting on – is sent after every message someone is.
   */
  enqueue(ex: Executor, message: MailMessage, options?: { bulk: boolean }): Promise<void>;
  /**
   * Once a day in `timeZone` (the regulator's), forgets the messages sent over SENT_KEPT_DAYS
   * ago on `clock`.
   */
  pruneDaily(schedule: { clock: Clock; timeZone: string }): void;
  /** Messages waiting to be sent (queued or being sent) and given up on (the metrics' gauge). */
  counts(): Promise<OutboxCounts>;
}

const counted: Record<JobOutcome, MailOutcome> = {
  done: "sent",
  retry: "deferred",
  failed: "failed",
};

export function createOutbox(deps: {
  db: Db;
  jobs: JobRunner;
  mailer: Mailer;
  /** Counts each attempt's outcome. */
  metrics?: MailMetrics | undefined;
}): Outbox {
  deps.jobs.handle(MAIL_JOB, {
    async run(payload) {
      const message = mailMessageSchema.parse(payload);
      await deps.mailer.send(message);
      return { payload: { to: message.to, subject: message.subject } };
    },
    settled: (outcome) => deps.metrics?.mail(counted[outcome]),
  });

  return {
    async enqueue(ex, message, options) {
      const payload = mailMessageSchema.parse(message);
      await deps.jobs.enqueue(ex, { kind: MAIL_JOB, payload, bulk: options?.bulk });
    },
    pruneDaily({ clock, timeZone }) {
      // Sent messages are kept a while (recipient and subject) for an operator's questions;
      // the clean-up's own jobs go with them. Failed and waiting ones stay until sent.
      deps.jobs.handle(MAIL_PRUNE_JOB, {
        async run() {
          const before = new Date(clock().getTime() - SENT_KEPT_DAYS * 24 * 3_600_000);
          await deleteDoneJobs(deps.db, [MAIL_JOB, MAIL_PRUNE_JOB], before);
        },
      });
      deps.jobs.schedule(MAIL_PRUNE_JOB, dailySlot(timeZone));
    },
    async counts() {
      const n = await countJobsByState(deps.db, MAIL_JOB);
      return { queued: (n.queued ?? 0) + (n.running ?? 0), failed: n.failed ?? 0 };
    },
  };
}
