// What the desk's routes share (review, the register, the staff audit): their OpenAPI tags,
// security and refusals, the ids in their paths, and the service's answers put on the wire.
import { MAX_ROW_ID, messageResponseSchema, startOfDayIn } from "@portal/contract";
import type { z } from "zod";
/** The OpenAPI security of every guarded desk route (http/openapi.ts names the scheme). */
export const deskSecurity = [{ deskSession: [] }];

export const deskRoute = { tags: ["desk"], security: deskSecurity };

export const refusals = {
  400: messageResponseSchema,
  401: messageResponseSchema,
  403: messageResponseSchema,
  404: messageResponseSchema,
};

/** A desk write's refusals: the reads' and 409, what the state of the data does not allow. */
export const refusedWrite = { ...refusals, 409: messageResponseSchema };

/**
 * The id a path names; NaN for anything but a positive whole number in range, which the
 * service answers as not found (as an id that names nothing).
 */
export function idOf(text: string): number {
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_ROW_ID ? Number(text) : Number.NaN;
}

/**
 * A day of the query (from its start in the regulator's time zone) or an instant, as the
 * service's Date.
 */
export function instantOf(text: string | undefined, timeZone: string): Date | undefined {
  if (text === undefined) return undefined;
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? startOfDayIn(text, timeZone) : new Date(text);
}

/**
 * The service's answer as the wire carries it: its Dates as the ISO 8601 text JSON writes,
 * checked against the contract's schema (the shape the desk was promised).
 */
export function onTheWire<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return schema.parse(JSON.parse(JSON.stringify(value)));
}
