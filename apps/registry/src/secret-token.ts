// Secrets the service hands out once and afterwards only recognises: session ids and the
// tokens of e-mailed links. 32 random bytes (256 bits) as base64url, the only copy going to the
// client or into the e-mail; the database keeps their SHA-256, so a leaked table holds nothing
// that can be replayed as a session or followed as a link.
import { createHash, randomBytes } from "node:crypto";

/** 32 bytes in base64url without padding are exactly 43 characters of this alphabet. */
const SECRET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isWellFormedSecretToken(value: unknown): value is string {
  return typeof value === "string" && SECRET_TOKEN_PATTERN.test(value);
}

/** What the database keeps of a secret token. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
