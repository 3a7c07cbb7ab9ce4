// What other modules may use of the captcha module.
export type { CaptchaVerifier } from "./captcha.ts";
export { ALTCHA_KEY_FILE } from "./create-captcha.ts";
export { registerCaptchaRoutes } from "./routes.ts";
