// Text that no store of this service can hold, refused at the edge:
// PostgreSQL's text and jsonb types reject the NUL character, and a lone UTF-16 surrogate
// cannot be encoded as UTF-8 at all. Both used to reach a query and come back as a 500 (and an
// error in the log) on PGlite and PostgreSQL alike; now they are a 400 the caller can read.
import { requestMessages } from "@portal/contract";
import type { FastifyInstance } from "fastify";

/** True for a string PostgreSQL can store: well-formed UTF-16, no NUL. */
export const isStorableText = (text: string) => text.isWellFormed() && !text.includes("\u0000");

/**
 * True when a string, or object key, anywhere in `value` is not storable text. It runs on every
 * saved page (1,000 values and more), so it builds nothing: no paths, no entry arrays. Depth
 * is bounded by the body limit's JSON.
 */
export function hasUnsafeText(value: unknown): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) {
    for (const item of value) if (hasUnsafeText(item)) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!isStorableText(key) || hasUnsafeText((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** The error a route or service throws for unsafe text it found inside a decoded value. */
export class UnsafeTextError extends Error {
  readonly statusCode = 400;
  constructor() {
    super(requestMessages.unsafeText);
  }
}

/**
 * Checks every request's path parameters, query and body before validation. Text nested in
 * a JSON string (a form page's `page` field) is decoded later, and checked where it is.
 */
export function registerUnsafeTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    const { params, query, body } = request;
    if (hasUnsafeText(params) || hasUnsafeText(query) || hasUnsafeText(body)) {
      done(new UnsafeTextError());
      return;
    }
    done();
  });
}
