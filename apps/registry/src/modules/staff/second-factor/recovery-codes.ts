// Recovery codes: ten random codes shown once at enrolment, each signing in once in place of
// a TOTP code (a lost phone). 50 random bits each: a plain SHA-256 of so few bits falls to a
// GPU in hours once the database is dumped, so what is stored is an HMAC under a key kept out
// of the database (derived from the key that seals TOTP secrets), bound to the account. A dump
// alone then gives nothing to try codes against; checking a typed code stays one HMAC, where
// an argon2 hash per stored code would cost ten of them at every attempt.
import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { base32Encode } from "./totp.ts";

export const RECOVERY_CODE_COUNT = 10;

/** "abcde-fghij": ten Base32 characters, in two groups for reading aloud or typing. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** The stored form of a code of an account; case, spaces and dashes do not matter. */
export type RecoveryCodeDigest = (code: string, staffId: number) => string;

export function createRecoveryCodeDigest(keyText: string): RecoveryCodeDigest {
  // Its own key, so the sealing key is never used for two purposes.
  const key = Buffer.from(hkdfSync("sha256", keyText, "", "staff recovery codes", 32));
  return (code, staffId) => {
    const normalised = code.toUpperCase().replace(/[\s-]/g, "");
    return createHmac("sha256", key).update(`${staffId}:${normalised}`).digest("hex");
  };
}
