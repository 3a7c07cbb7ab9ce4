// A fake captcha behind the portal's captcha seam (components/captcha/captcha-renderer.ts): each
// drawn widget is a button that "solves" it with a numbered token. `notReadyFor` makes the
// next attempts answer "not ready yet". A test mocks the seam with `fakeCaptchaSeam` and
// takes its configuration from `withFakeCaptcha`, which resets the fake before each test.
import { beforeEach } from "vitest";
import { makeConfig } from "./factories.ts";

/** The shape of the seam's renderer. */
type Renderer = (
  container: HTMLElement,
  callbacks: { onToken(token: string): void; onExpired(): void },
) => (() => void) | null;

export const fakeCaptcha = {
  attempts: 0,
  notReadyFor: 0,
  drawn: [] as { removed: boolean }[],
  renderer: ((container, callbacks) => {
    fakeCaptcha.attempts += 1;
    if (fakeCaptcha.notReadyFor > 0) {
      fakeCaptcha.notReadyFor -= 1;
      return null;
    }
    const widget = { removed: false };
    fakeCaptcha.drawn.push(widget);
    const number = fakeCaptcha.drawn.length;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = `Solve captcha ${number}`;
    button.addEventListener("click", () => callbacks.onToken(`token-${number}`));
    container.append(button);
    return () => {
      widget.removed = true;
      button.remove();
    };
  }) as Renderer,
};

export function resetFakeCaptcha() {
  fakeCaptcha.attempts = 0;
  fakeCaptcha.notReadyFor = 0;
  fakeCaptcha.drawn = [];
}

/** The seam's module, as `vi.mock` wants it. */
export const fakeCaptchaSeam = {
  captchaRendererFor: (config: { provider: string }) =>
    config.provider === "off" ? null : fakeCaptcha.renderer,
};

/** Resets the fake before each test of the file; answers a configuration that asks for ALTCHA. */
export function withFakeCaptcha() {
  beforeEach(resetFakeCaptcha);
  return makeConfig({ captcha: { provider: "altcha", challengeUrl: "/challenge" } });
}
