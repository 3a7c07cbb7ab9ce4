import type { CaptchaConfig } from "@portal/contract";
import { createElement, type ReactNode, Suspense, useCallback, useMemo, useState } from "react";
import { preloadableLazy } from "../../lib/preloadable-lazy.tsx";

/**
 * The seam for the captcha of the portal's login and the desk's sign-in (SPEC §2, §4; ALTCHA or reCAPTCHA per DESIGN §3, chosen by
 * the configuration's `captcha.provider`). A sign-in form renders `widget`, sends `token` (the
 * login's `recaptchaToken`) and calls `reset` after every attempt, which clears the token and draws
 * the widget again. With the captcha off there is no widget and nothing is required.
 */
export interface Captcha {
  token: string;
  widget: ReactNode;
  reset(): void;
  /** True when a login without a token must not be sent. */
  required: boolean;
}

// Fetched only when a captcha is configured; the widget's own code comes later still.
const CaptchaSlot = preloadableLazy(async () => (await import("./captcha-slot.tsx")).default);

/** `captcha`: the configuration's (SPEC §3), which says which provider is in use. */
export function useCaptcha(captcha: CaptchaConfig): Captcha {
  const required = captcha.provider !== "off";
  const [token, setToken] = useState("");
  // Each reset mounts a new slot, which draws a new widget (with a new challenge).
  const [generation, setGeneration] = useState(0);
  const clearToken = useCallback(() => setToken(""), []);

  const reset = useCallback(() => {
    setToken("");
    setGeneration((n) => n + 1);
  }, []);

  const widget = useMemo(
    () =>
      required
        ? createElement(
            Suspense,
            { fallback: createElement("div", { className: "captcha-slot mb-3" }) },
            createElement(CaptchaSlot, {
              key: generation,
              config: captcha,
              onToken: setToken,
              onExpired: clearToken,
            }),
          )
        : null,
    [required, captcha, generation, clearToken],
  );

  return { token, widget, reset, required };
}
