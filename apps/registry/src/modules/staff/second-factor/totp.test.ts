// The TOTP arithmetic against RFC 6238's own test vectors (Appendix B, SHA-1) and RFC 4648's
// Base32 vectors; the window and the sealing of secrets.

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createRecoveryCodeDigest,
  newRecoveryCodes,
  RECOVERY_CODE_COUNT,
} from "./recovery-codes.ts";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingTotpStep,
  otpauthUri,
  totpCode,
  totpStep,
} from "./totp.ts";
import { createTotpSecretBox } from "./totp-secret-box.ts";

const rfcSecret = Buffer.from("12345678901234567890");

describe("TOTP", () => {
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("gives RFC 6238's code at T=%d", (seconds, code) => {
    expect(hotp(rfcSecret, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
    // Six digits are the last six of the eight (the same truncation, a smaller modulus).
    expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(code.slice(2));
  });

  it.each([
    ["", ""],
    ["f", "MY"],
    ["fo", "MZXQ"],
    ["foo", "MZXW6"],
    ["foob", "MZXW6YQ"],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI"],
  ])("encodes %j in Base32 as RFC 4648 does (%s), and back", (text, encoded) => {
    expect(base32Encode(Buffer.from(text))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(text);
  });

  it("accepts the codes of one step either side, no further, and names the step", () => {
    const at = new Date("2026-03-01T00:00:15Z");
    const step = totpStep(at);
    for (const offset of [-1, 0, 1]) {
      expect(matchingTotpStep(rfcSecret, hotp(rfcSecret, step + offset), at)).toBe(step + offset);
    }
    expect(matchingTotpStep(rfcSecret, hotp(rfcSecret, step - 2), at)).toBeUndefined();
    expect(matchingTotpStep(rfcSecret, hotp(rfcSecret, step + 2), at)).toBeUndefined();
    expect(matchingTotpStep(rfcSecret, "12345", at)).toBeUndefined();
    expect(matchingTotpStep(rfcSecret, "abcdef", at)).toBeUndefined();
  });

  it("writes an otpauth URI an authenticator reads", () => {
    const uri = new URL(otpauthUri(rfcSecret, "kaimahi@example.org", "Dental Council"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.host).toBe("totp");
    expect(decodeURIComponent(uri.pathname)).toBe("/Dental Council:kaimahi@example.org");
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: base32Encode(rfcSecret),
      issuer: "Dental Council",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});

describe("sealed TOTP secrets", () => {
  const box = createTotpSecretBox("a".repeat(64));

  it("open with the same key for the same account only", () => {
    const sealed = box.seal(rfcSecret, 7);
    expect(sealed).not.toContain(base32Encode(rfcSecret));
    expect(sealed).not.toContain(rfcSecret.toString("base64url"));
    expect(box.open(sealed, 7)).toEqual(rfcSecret);
    expect(box.open(sealed, 8)).toBeUndefined();
    expect(createTotpSecretBox("b".repeat(64)).open(sealed, 7)).toBeUndefined();
    // Its last two characters changed (to other ones: "AA" may be what they were).
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("AA") ? "BB" : "AA");
    expect(box.open(tampered, 7)).toBeUndefined();
    expect(box.open("not sealed", 7)).toBeUndefined();
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes, matched whatever the case, spaces or dashes", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const code = codes[0]!;
    const digest = createRecoveryCodeDigest("a".repeat(64));
    expect(digest(` ${code.toUpperCase().replace("-", " ")} `, 7)).toBe(digest(code, 7));
    expect(digest(codes[1]!, 7)).not.toBe(digest(code, 7));
  });

  it("are stored as an HMAC under a key apart from the database, bound to the account", () => {
    const code = newRecoveryCodes(1)[0]!;
    const digest = createRecoveryCodeDigest("a".repeat(64));
    const stored = digest(code, 7);
    // Not the plain SHA-256 a dump could be searched against, with or without the account.
    const plain = code.toUpperCase().replace("-", "");
    for (const text of [plain, `7:${plain}`]) {
      expect(stored).not.toBe(createHash("sha256").update(text).digest("hex"));
    }
    expect(digest(code, 8)).not.toBe(stored);
    expect(createRecoveryCodeDigest("b".repeat(64))(code, 7)).not.toBe(stored);
  });
});
