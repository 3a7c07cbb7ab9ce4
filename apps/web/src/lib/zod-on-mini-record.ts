// The `z.record` member of the portal's zod (zod-on-mini-namespace.ts), in a module of its own
// so that `z.partialRecord` (zod-on-mini-partial-record.ts), kept out of the shell, builds on it
// without a cycle through the namespace.
import * as mini from "zod/mini";
import { lift, type Schema } from "./zod-on-mini-methods.ts";

export const record = (key: Schema, value: Schema) =>
  lift(mini.record(key as mini.ZodMiniString, value));
