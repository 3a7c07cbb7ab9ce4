// TOTP secrets are sealed before they are stored (AES-256-GCM under a key kept outside the
// database: STAFF_TOTP_KEY, else DATA_DIR/staff-totp.key, like the payment intents' key), so a
// dump of the database alone does not let anyone compute a staff member's codes. The account's
// id is bound in as associated data: a sealed secret copied to another account does not open.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** DATA_DIR file holding the sealing key when STAFF_TOTP_KEY is not set. */
export const STAFF_TOTP_KEY_FILE = "staff-totp.key";

const VERSION = "v1";

export interface TotpSecretBox {
  seal(secret: Buffer, staffId: number): string;
  /** The secret, or undefined when the text was not sealed by this key for this account. */
  open(sealed: string, staffId: number): Buffer | undefined;
}

export function createTotpSecretBox(keyText: string): TotpSecretBox {
  // The key text (64 hex characters, or an operator's string of at least 32) to 256 bits.
  const key = createHash("sha256").update(keyText).digest();
  const aad = (staffId: number) => Buffer.from(`staff:${staffId}`);
  return {
    seal(secret, staffId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(aad(staffId));
      const body = Buffer.concat([cipher.update(secret), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    open(sealed, staffId) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
        decipher.setAAD(aad(staffId));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
      } catch {
        return undefined;
      }
    },
  };
}
