// What a captcha widget reports back to the login screen. A file of its own so the widgets
// (altcha-widget.ts, loaded on demand by captcha-renderer.ts) can name it without importing
// their loader back.

export interface CaptchaCallbacks {
  /** The user passed: this token goes to the service as `recaptchaToken`. */
  onToken(token: string): void;
  /** The token is no longer good (expired, reset, failed): the user must pass again. */
  onExpired(): void;
}
