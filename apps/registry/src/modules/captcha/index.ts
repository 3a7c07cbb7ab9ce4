// What other modules may use of the captcha module.
export { type CaptchaVerifier, captchaOff } from "./captcha.ts";
export { ALTCHA_KEY_FILE } from "./create-captcha.ts";
export { registerCaptchaRoutes } from "./routes.ts";
