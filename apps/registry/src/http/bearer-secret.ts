// The check of an operator route (metrics, backup) that answers only the bearer of a secret:
// `Authorization: Bearer <secret>`, compared in constant time. Without one the route says how
// to send it (401, with the realm); with another it refuses (403).
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { ClientError } from "./client-error.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest();

/** What the route answers without the secret, and with a wrong one. */
export interface BearerMessages {
  missing: string;
  wrong: string;
}

/**
 * A check that throws unless the request bears `secret`; undefined without a secret, when the
 * route is not there at all.
 */
export function bearerSecretCheck(
  secret: string | undefined,
  realm: string,
  messages: BearerMessages,
) {
  if (secret === undefined) return undefined;
  // Both sides hashed: equal lengths for timingSafeEqual, and the secret's length not told.
  const expected = sha256(secret);
  return (request: FastifyRequest): void => {
    const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    if (given === undefined) {
      throw new ClientError(401, messages.missing, {
        headers: { "www-authenticate": `Bearer realm="${realm}"` },
      });
    }
    if (!timingSafeEqual(sha256(given), expected)) throw new ClientError(403, messages.wrong);
  };
}
