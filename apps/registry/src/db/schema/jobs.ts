// The job runner's one table (modules/jobs, decision 039): e-mails of the outbox and scheduled
// work, each a row written in the transaction of the change that causes it and run once per
// cluster by whichever instance claims it.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamptz } from "./column-types.ts";

export type JobState = "queued" | "running" | "done" | "failed";

export const jobs = pgTable(
  "jobs",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** What runs it: a handler registered under this name (such as "mail"). */
    kind: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Set for work that must happen once whatever enqueues it again (a schedule's slot). */
    uniqueKey: text(),
    state: text().$type<JobState>().notNull().default("queued"),
    /** When it is due, on the service's clock; after a failure, when it is tried again. */
    runAt: timestamptz("run_at").notNull(),
    /**
     * Work no one is waiting on (a round's reminders, the lapse's letters, followers' notices):
     * claimed only when no due job someone waits on is left, so a sign-in link or a desk
     * decision's letter never queues behind thousands of reminders.
     */
    bulk: boolean().notNull().default(false),
    /** Runs started, the one under way included. */
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** A running job whose lease has passed was taken by an instance that died: due again. */
    lockedUntil: timestamptz("locked_until"),
    lockedBy: text(),
    createdAt: timestamptz("created_at").notNull(),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [
    uniqueIndex("jobs_unique_key_idx").on(t.uniqueKey),
    // The claim reads only the two states that can be due.
    index("jobs_due_idx").on(t.state, t.bulk, t.runAt).where(sql`state in ('queued', 'running')`),
    index("jobs_kind_state_idx").on(t.kind, t.state),
  ],
);
