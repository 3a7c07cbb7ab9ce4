// Form tokens are the only form id the portal sees (URLs, formId, formToken): 24 random
// bytes (192 bits) as base64url, so they cannot be guessed or enumerated.
import { randomBytes } from "node:crypto";

export function newFormToken(): string {
  return randomBytes(24).toString("base64url");
}
