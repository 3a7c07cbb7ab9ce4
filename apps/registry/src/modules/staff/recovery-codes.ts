// Recovery codes: ten random codes shown once at enrolment, each signing in once in place of
// a TOTP code (a lost phone). 50 random bits each, so a plain SHA-256 is enough to store them
// (no dictionary to try), like the service's other random tokens.
import { createHash, randomBytes } from "node:crypto";
import { base32Encode } from "./totp.ts";

export const RECOVERY_CODE_COUNT = 10;

/** "abcde-fghij": ten Base32 characters, in two groups for reading aloud or typing. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter when one is typed. */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toUpperCase().replace(/[\s-]/g, "");
  return createHash("sha256").update(normalised).digest("hex");
}
