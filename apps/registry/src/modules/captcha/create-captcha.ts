// Chooses the captcha from the configuration (CAPTCHA) at start. The ALTCHA key comes from
// ALTCHA_HMAC_KEY, or from DATA_DIR/altcha-hmac.key, made once with 256 random bits so that
// challenges handed out before a restart still verify after it.
import type { CaptchaSettings } from "../../config.ts";
import { persistentSecret } from "../../core/persistent-secret.ts";
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
