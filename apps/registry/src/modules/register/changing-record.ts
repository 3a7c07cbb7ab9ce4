// A write to a person's record that the public can see: the record is read as every surface
// reads it before and after the write, in the write's transaction, and its followers are told
// of the difference (they hear nothing when nothing public changed).
import type { Executor } from "../../db/client.ts";
import type { NotifyFollowers } from "./record-change.ts";
import { findRegisterEntry } from "./store.ts";

export async function changingRecord<T>(
  tx: Executor,
  change: { practitionerId: number; today: string; notifyFollowers: NotifyFollowers },
  write: () => Promise<T>,
): Promise<T> {
  const { practitionerId, today } = change;
  const before = await findRegisterEntry(tx, practitionerId, today);
  const written = await write();
  const after = await findRegisterEntry(tx, practitionerId, today);
  if (before && after) await change.notifyFollowers(tx, practitionerId, { before, after });
  return written;
}
