// Session ids: 32 random bytes (256 bits) as base64url, the only copy handed to the client.
// The database keeps only their SHA-256, so a leaked table cannot be replayed as sessions.
import { createHash, randomBytes } from "node:crypto";

/** 32 bytes in base64url without padding are exactly 43 characters of this alphabet. */
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

export function isWellFormedSessionId(value: unknown): value is string {
  return typeof value === "string" && SESSION_ID_PATTERN.test(value);
}

export function hashSessionId(sessionId: string): string {
  return createHash("sha256").update(sessionId).digest("hex");
}
