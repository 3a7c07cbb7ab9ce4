// A change of a person's register record as every surface reads it, before and after: what the
// register's writers hand to whoever is told of changes (the followers of the public record,
// modules/follows), given to the register by the app, so the register imports none of them.
import type { Executor } from "../../db/client.ts";
import type { RegisterEntry } from "./practising-standing.ts";

export interface RecordChange {
  before: RegisterEntry;
  after: RegisterEntry;
}

/** Tells of a change inside the change's own transaction, so the news exists exactly with it. */
export type NotifyFollowers = (tx: Executor, id: number, change: RecordChange) => Promise<void>;
