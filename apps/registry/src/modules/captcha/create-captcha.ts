// Chooses the captcha from the configuration (CAPTCHA) at start. The ALTCHA key comes from
// ALTCHA_HMAC_KEY, or from DATA_DIR/altcha-hmac.key, made once with 256 random bits so that
// challenges handed out before a restart still verify after it.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CaptchaSettings } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { createAltchaVerifier } from "./altcha.ts";
import { type CaptchaVerifier, captchaOff } from "./captcha.ts";
import { createRecaptchaVerifier, type RecaptchaLog } from "./recaptcha.ts";

export const ALTCHA_KEY_FILE = "altcha-hmac.key";

export function createCaptchaVerifier(
  settings: CaptchaSettings,
  deps: { db: Db; dataDir: string; log?: RecaptchaLog },
): CaptchaVerifier {
  switch (settings.provider) {
    case "off":
      return captchaOff;
    case "recaptcha":
      return createRecaptchaVerifier({
        // loadConfig refuses CAPTCHA=recaptcha without both keys.
        siteKey: settings.recaptchaSiteKey ?? "",
        secret: settings.recaptchaSecret ?? "",
        ...(deps.log ? { log: deps.log } : {}),
      });
    case "altcha":
      return createAltchaVerifier({
        db: deps.db,
        hmacKey: settings.altchaHmacKey ?? persistentSecret(deps.dataDir, ALTCHA_KEY_FILE),
      });
  }
}

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
