// The `z.partialRecord` member of the portal's zod (zod-on-mini-namespace.ts), in a module of
// its own: only the desk's recertification cycles use it, and the portal's build keeps it out of
// the shell (vite.config.ts), as it does `z.iso`.
import type { ZodMiniRecord } from "zod/mini";
import { lift, type Schema } from "./zod-on-mini-methods.ts";
import { record } from "./zod-on-mini-record.ts";

/**
 * zod/mini's own partialRecord: the record the shell makes anyway (for `z.record`), cloned with
 * its keys made optional. Calling mini.partialRecord, or naming mini's record class, would put
 * one more of zod's parts in the shell for the desk alone.
 */
export const partialRecord = (key: Schema, value: Schema) => {
  const exhaustive = record(key, value) as unknown as ZodMiniRecord;
  return lift(exhaustive.clone({ ...exhaustive._zod.def, partial: true }));
};
