// The captcha seam. Login asks a CaptchaVerifier about the `recaptchaToken` it received; which
// verifier runs is chosen from CAPTCHA at start (see create-captcha.ts): ALTCHA (self-hosted
// proof of work, the default), reCAPTCHA v2, or off (tests and local runs only).
import type { CaptchaConfig } from "@portal/contract";

export interface CaptchaVerifier {
  /** What the portal must render, answered in the config call's `captcha`. */
  readonly publicConfig: CaptchaConfig;
  /** True when `token` proves a human completed the challenge. Never throws. */
  verify(token: string, remoteIp: string): Promise<boolean>;
  /** ALTCHA only: a fresh signed challenge for the widget. */
  createChallenge?(): Promise<unknown>;
}

/** CAPTCHA=off: accepts every token, including an empty one. */
export const captchaOff: CaptchaVerifier = {
  publicConfig: { provider: "off" },
  verify: async () => true,
};
