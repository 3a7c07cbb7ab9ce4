// TOTP (RFC 6238 over RFC 4226's HOTP) with node:crypto: HMAC-SHA1, 6 digits, 30-second steps,
// the parameters every authenticator app reads from an otpauth:// URI. Small enough to own
// (docs/decisions/027): a secret, a step, a truncation, and Base32 for the URI.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after are accepted too: clocks drift (RFC 6238 §5.2). */
export const TOTP_WINDOW_STEPS = 1;
/** 160 bits, the size of an HMAC-SHA1 key (RFC 4226 §4 R6). */
export const TOTP_SECRET_BYTES = 20;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, "");
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not Base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function newTotpSecret(): Buffer {
  return randomBytes(TOTP_SECRET_BYTES);
}

/** The time step of an instant. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** HOTP (RFC 4226 §5.3) of one counter, zero-padded to `digits`. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export const totpCode = (secret: Buffer, at: Date) => hotp(secret, totpStep(at));

/**
 * The step whose code `code` is, within the window around `at`; undefined when none. Every
 * step is compared (in constant time), so the answer's timing does not tell which matched.
 */
export function matchingTotpStep(secret: Buffer, code: string, at: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpStep(at);
  let matched: number | undefined;
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step++) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code))) matched ??= step;
  }
  return matched;
}

/** What an authenticator app scans: otpauth://totp/{issuer}:{account}?secret=…&issuer=…. */
export function otpauthUri(secret: Buffer, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
