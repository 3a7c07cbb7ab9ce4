// Text that no store of this service can hold, refused at the edge (issue 18 finding 4):
// PostgreSQL's text and jsonb types reject the NUL character, and a lone UTF-16 surrogate
// cannot be encoded as UTF-8 at all. Both used to reach a query and come back as a 500 (and an
// error in the log) on PGlite and PostgreSQL alike; now they are a 400 the caller can read.
import { requestMessages } from "@portal/contract";
import type { FastifyInstance } from "fastify";

/** True for a string PostgreSQL can store: well-formed UTF-16, no NUL. */
export const isStorableText = (text: string) => text.isWellFormed() && !text.includes("\u0000");

/**
 * The path (e.g. "body.page.name") of the first string, or object key, in `value` that is not
 * storable text; undefined when there is none. Depth is bounded by the body limit's JSON.
 */
export function findUnsafeText(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return isStorableText(value) ? undefined : path || "(text)";
  if (typeof value !== "object" || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnsafeText(value[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return at;
    const found = findUnsafeText(item, at);
    if (found !== undefined) return found;
  }
  return undefined;
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
    if (
      findUnsafeText(params) !== undefined ||
      findUnsafeText(query) !== undefined ||
      findUnsafeText(body) !== undefined
    ) {
      done(new UnsafeTextError());
      return;
    }
    done();
  });
}
