/**
 * The part of zod's classic API that @portal/contract uses, built on `zod/mini`. The portal's
 * build and its tests alias the module `zod` to this file (vite.config.ts, vitest.config.ts):
 * the contract stays one set of classic schemas, shared with the service as it is, while the
 * portal ships zod's small functional core (about 8 KB gzipped) instead of the classic API
 * (about 25 KB, which no bundler can tree-shake: every schema carries every method), keeping
 * the form route within DESIGN §5's 150 KB.
 *
 * Each schema made here is a real zod/mini schema (parse, safeParse and their errors are
 * zod's own) with the classic methods the contract chains attached; each returns a new schema
 * with the same methods. A method the contract starts to use and this file lacks fails the
 * moment the contract is imported, so the portal's tests show it at once
 * (zod-on-mini.test.ts also compares this with classic zod on the contract's own schemas).
 *
 * Descriptions only feed the service's OpenAPI document: `describe` keeps the schema as is.
 */
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

/**
 * The `z` namespace as the contract imports it (`import { z } from "zod"`): a module namespace,
 * not an object, so the bundler leaves out what no schema of a chunk calls (the ISO date formats
 * and discriminated unions only the desk's schemas use stay out of the portal's shell).
 */
export * as z from "./zod-on-mini-namespace.ts";
