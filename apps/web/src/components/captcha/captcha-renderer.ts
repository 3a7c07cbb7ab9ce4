import { apiPaths, type CaptchaConfig } from "@portal/contract";
import type { CaptchaCallbacks } from "./captcha-callbacks.ts";

export type { CaptchaCallbacks };

/**
 * Draws one captcha widget into `container` and answers how to remove it again, or null while
 * the provider is not ready yet (its code still loading): the caller tries again later
 * (SPEC §4, every 500 ms).
 */
export type CaptchaRenderer = (
  container: HTMLElement,
  callbacks: CaptchaCallbacks,
) => (() => void) | null;

type AltchaModule = typeof import("./altcha-widget.ts");
let altcha: AltchaModule | undefined;
let altchaLoading = false;

/** Fetches the widget's code once; a failed fetch is tried again on the next render. */
function loadAltcha(): void {
  if (altchaLoading) return;
  altchaLoading = true;
  import("./altcha-widget.ts").then(
    (module) => {
      altcha = module;
    },
    () => {
      altchaLoading = false;
    },
  );
}

/**
 * ALTCHA (DESIGN §3): the widget's code is fetched on first use only, so it never weighs on
 * the login screen's first load (DESIGN §5).
 */
function altchaRenderer(challengeUrl: string): CaptchaRenderer {
  return (container, callbacks) => {
    loadAltcha();
    return altcha ? altcha.renderAltcha(container, challengeUrl, callbacks) : null;
  };
}

interface ReCaptcha {
  render(
    container: HTMLElement,
    options: { sitekey: string; callback(token: string): void; "expired-callback"(): void },
  ): number;
}
declare global {
  interface Window {
    grecaptcha?: Partial<ReCaptcha>;
  }
}

const recaptchaScript = "https://www.google.com/recaptcha/api.js?render=explicit";

/** reCAPTCHA v2: Google's script, added once on first use; it is ready when `render` exists. */
function recaptchaRenderer(siteKey: string): CaptchaRenderer {
  return (container, callbacks) => {
    if (!document.querySelector(`script[src="${recaptchaScript}"]`)) {
      const script = document.createElement("script");
      script.src = recaptchaScript;
      script.async = true;
      document.head.append(script);
    }
    const grecaptcha = window.grecaptcha;
    if (!grecaptcha?.render) return null;
    // A widget cannot be drawn twice into one element: each attempt gets its own.
    const element = container.appendChild(document.createElement("div"));
    grecaptcha.render(element, {
      sitekey: siteKey,
      callback: callbacks.onToken,
      "expired-callback": callbacks.onExpired,
    });
    return () => element.remove();
  };
}

const renderers = new Map<string, CaptchaRenderer>();

/** The renderer for the configured provider; null when the captcha is off. */
export function captchaRendererFor(config: CaptchaConfig): CaptchaRenderer | null {
  const { provider } = config;
  if (provider === "off") return null;
  const challengeUrl = config.challengeUrl ?? apiPaths.captchaChallenge;
  const key = provider === "altcha" ? challengeUrl : `recaptcha:${config.siteKey ?? ""}`;
  let renderer = renderers.get(key);
  if (!renderer) {
    renderer =
      provider === "altcha"
        ? altchaRenderer(challengeUrl)
        : recaptchaRenderer(config.siteKey ?? "");
    renderers.set(key, renderer);
  }
  return renderer;
}
