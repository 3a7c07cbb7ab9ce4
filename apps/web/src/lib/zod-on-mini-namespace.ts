// The members of the `z` namespace the contract calls, each its own export (zod-on-mini.ts).
import * as mini from "zod/mini";
import { lift, type Schema, type Shape } from "./zod-on-mini-methods.ts";

export const string = () => lift(mini.string());
export const number = () => lift(mini.number());
export const boolean = () => lift(mini.boolean());
const nullSchema = () => lift(mini.null());

export { nullSchema as null };
export const unknown = () => lift(mini.unknown());
export const literal = (value: string | number | boolean) => lift(mini.literal(value));
const enumSchema = (values: readonly string[]) => lift(mini.enum(values as [string, ...string[]]));

export { enumSchema as enum };
export const object = (shape: Shape) => lift(mini.object(shape));
export const array = (element: Schema) => lift(mini.array(element));
export const union = (options: readonly Schema[]) => lift(mini.union(options));
/**
 * A plain union: it accepts and answers exactly what the discriminated one does (the options
 * differ in their discriminator), and zod core's discriminated union would sit in the shell's
 * copy of zod core for the desk alone.
 */
export const discriminatedUnion = (_key: string, options: readonly Schema[]) =>
  lift(mini.union(options));
export const record = (key: Schema, value: Schema) =>
  lift(mini.record(key as mini.ZodMiniString, value));
export const lazy = (getter: () => Schema) => lift(mini.lazy(getter));
// zod's own ISO patterns (zod/v4/core regexes.ts), checked by a refinement, which the shell
// has anyway: zod core's string formats would add a kilobyte to it for the desk alone.
const DAY =
  "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
const TIME = "(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?";
const OFFSET = "|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)";
const matching = (pattern: RegExp) =>
  lift(mini.string().check(mini.refine((value: string) => pattern.test(value))));
export const iso = {
  date: () => matching(new RegExp(`^${DAY}$`)),
  datetime: (params?: { offset?: boolean }) =>
    matching(new RegExp(`^${DAY}T(?:${TIME}(?:Z${params?.offset ? OFFSET : ""}))$`)),
};
export const coerce = {
  number: () => lift(mini.coerce.number()),
};
