import { CAPTCHA_RENDER_RETRY_MS, type CaptchaConfig } from "@portal/contract";
import { useEffect, useEffectEvent, useRef } from "react";
import { type CaptchaCallbacks, captchaRendererFor } from "./captcha-renderer.ts";

export interface CaptchaSlotProps extends CaptchaCallbacks {
  config: CaptchaConfig;
}

/**
 * Where the captcha widget goes. Rendering is tried at once and then every 500 ms until the
 * provider is ready (SPEC §4, §9); a new slot (a new React key) draws a fresh widget.
 */
export default function CaptchaSlot({ config, onToken, onExpired }: CaptchaSlotProps) {
  const container = useRef<HTMLDivElement>(null);
  const renderer = captchaRendererFor(config);
  // The latest callbacks, without drawing the widget again when their identity changes.
  const token = useEffectEvent((value: string) => onToken(value));
  const expired = useEffectEvent(() => onExpired());

  useEffect(() => {
    const element = container.current;
    if (!element || !renderer) return;
    let remove: (() => void) | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      remove = renderer(element, { onToken: token, onExpired: expired });
      if (!remove) retry = setTimeout(attempt, CAPTCHA_RENDER_RETRY_MS);
    };
    attempt();
    return () => {
      clearTimeout(retry);
      remove?.();
    };
  }, [renderer]);

  return <div ref={container} className="captcha-slot mb-3" />;
}
