// The classic methods the contract chains on a schema, attached to each zod/mini schema
// (zod-on-mini.ts explains why).
import * as mini from "zod/mini";

export type Schema = mini.ZodMiniType;
export type Shape = Record<string, Schema>;

/** The classic methods the contract calls, on any schema it makes. */
export interface ClassicMethods {
  optional(): LiftedSchema;
  nullable(): LiftedSchema;
  default(value: unknown): LiftedSchema;
  describe(description: string): LiftedSchema;
  array(): LiftedSchema;
  transform(fn: (value: unknown) => unknown): LiftedSchema;
  int(): LiftedSchema;
  positive(): LiftedSchema;
  nonnegative(): LiftedSchema;
  /** Strings: trimmed before the checks after it. */
  trim(): LiftedSchema;
  /** Strings and arrays: exactly this long. */
  length(value: number): LiftedSchema;
  /** Numbers: at least; strings and arrays: at least this long. */
  min(value: number): LiftedSchema;
  /** Numbers: at most; strings and arrays: at most this long; `message` when not. */
  max(value: number, message?: string): LiftedSchema;
  extend(shape: Shape): LiftedSchema;
  catchall(schema: Schema): LiftedSchema;
  pick(mask: Record<string, true>): LiftedSchema;
  refine(check: (value: never) => unknown, params?: { message?: string }): LiftedSchema;
}
export type LiftedSchema = Schema & ClassicMethods;

const isNumber = (schema: Schema) => schema.def.type === "number";
const asObject = (schema: Schema) => schema as unknown as mini.ZodMiniObject;

const methods: ClassicMethods & ThisType<LiftedSchema> = {
  optional() {
    return lift(mini.optional(this));
  },
  nullable() {
    return lift(mini.nullable(this));
  },
  default(value) {
    return lift(mini._default(this, value as never));
  },
  describe() {
    return this;
  },
  array() {
    return lift(mini.array(this));
  },
  transform(fn) {
    return lift(mini.pipe(this, mini.transform(fn)));
  },
  int() {
    return lift(this.check(mini.int()));
  },
  positive() {
    return lift(this.check(mini.positive()));
  },
  nonnegative() {
    return lift(this.check(mini.nonnegative()));
  },
  trim() {
    return lift(this.check(mini.trim()));
  },
  length(value) {
    return lift(this.check(mini.length(value)));
  },
  min(value) {
    return lift(this.check(isNumber(this) ? mini.gte(value) : mini.minLength(value)));
  },
  max(value, message) {
    return lift(
      this.check(isNumber(this) ? mini.lte(value, message) : mini.maxLength(value, message)),
    );
  },
  extend(shape) {
    return lift(mini.extend(asObject(this), shape));
  },
  catchall(schema) {
    return lift(mini.catchall(asObject(this), schema));
  },
  pick(mask) {
    // A new object of the picked fields: zod's own pick would add its helper to the shell.
    const shape = asObject(this).def.shape;
    return lift(
      mini.object(Object.fromEntries(Object.keys(mask).map((key) => [key, shape[key]!]))),
    );
  },
  refine(check, params) {
    return lift(this.check(mini.refine(check as (value: unknown) => unknown, params)));
  },
};

export function lift(schema: Schema): LiftedSchema {
  return Object.assign(schema, methods);
}
