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
export { record } from "./zod-on-mini-record.ts";
export const lazy = (getter: () => Schema) => lift(mini.lazy(getter));
export { iso } from "./zod-on-mini-iso.ts";
export { partialRecord } from "./zod-on-mini-partial-record.ts";
export const coerce = {
  number: () => lift(mini.coerce.number()),
};
