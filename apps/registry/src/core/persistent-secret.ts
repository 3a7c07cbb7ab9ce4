// Keys the service keeps in its data directory (captcha, payment intents, TOTP secrets, backups)
// when the operator gives none: made once, so what was signed before a restart still verifies.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The secret in `dataDir/name`, created (readable by the owner only) if it is not there. */
export function persistentSecret(dataDir: string, name: string): string {
  const path = join(dataDir, name);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // "wx": never overwrite, so two processes starting together end up with one key.
    writeFileSync(path, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < 32)
    throw new Error(`${path} holds no usable key: delete it to make a new one`);
  return secret;
}
