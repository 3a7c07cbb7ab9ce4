// E-mailed link tokens: 32 random bytes (256 bits) as base64url, handed out only inside the
// e-mail. The database keeps their SHA-256, so a leaked table holds no usable link.
import { createHash, randomBytes } from "node:crypto";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newEmailToken(): string {
  return randomBytes(32).toString("base64url");
}

export function isWellFormedEmailToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

export function hashEmailToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
