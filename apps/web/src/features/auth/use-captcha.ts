import type { ReactNode } from "react";

/**
 * The seam for the login captcha (SPEC §2, §4; ALTCHA or reCAPTCHA per DESIGN §3). The widget
 * arrives in a later issue; until then the token is empty, which the service accepts while
 * its captcha is switched off. The login form already renders `widget`, sends `token` and
 * calls `reset` after every attempt, so the widget slots in here without touching the form.
 */
export interface Captcha {
  token: string;
  widget: ReactNode;
  reset(): void;
}

export function useCaptcha(): Captcha {
  return { token: "", widget: null, reset: () => undefined };
}
