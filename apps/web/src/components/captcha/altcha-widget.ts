// Loaded on demand by captcha-renderer.ts: the ALTCHA widget is ~35 kB gzipped, more than the
// login screen's first load has room for (DESIGN §5).
//
// `altcha/external` is the build without inline styles and inline workers, so the portal's
// Content-Security-Policy (style-src and script-src 'self') holds: the stylesheet and the
// proof-of-work worker below are files Vite emits next to the portal's own.
import "altcha/external";
import "altcha/altcha.css";
import "./altcha-theme.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";
import type { CaptchaCallbacks } from "./captcha-callbacks.ts";

// The service signs PBKDF2/SHA-256 challenges (apps/registry/src/modules/captcha/altcha.ts).
for (const algorithm of ["PBKDF2/SHA-256", "PBKDF2/SHA-384", "PBKDF2/SHA-512"]) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

interface StateChange {
  state?: string;
  payload?: string;
}

/**
 * One `<altcha-widget>` that fetches its challenge from `challengeUrl`. The user ticks
 * "I'm not a robot"; once the proof of work is done the widget says "Verified" and its
 * payload (base64 JSON of challenge and solution) is the token.
 */
export function renderAltcha(
  container: HTMLElement,
  challengeUrl: string,
  callbacks: CaptchaCallbacks,
): () => void {
  const widget = document.createElement("altcha-widget");
  widget.setAttribute("challenge", challengeUrl);
  const onStateChange = (event: Event) => {
    const { state, payload } = (event as CustomEvent<StateChange>).detail ?? {};
    if (state === "verified" && payload) callbacks.onToken(payload);
    else callbacks.onExpired();
  };
  widget.addEventListener("statechange", onStateChange);
  container.append(widget);
  return () => {
    widget.removeEventListener("statechange", onStateChange);
    widget.remove();
  };
}
