import { SCROLL_ANIMATION_MS } from "@portal/contract";
import { CONTENT_ID } from "../../lib/scroll.ts";

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * SPEC §2: after a form loads the view glides to the top of the content, over 400 ms
 * (instantly for people who ask for reduced motion).
 */
export function scrollToContentTop(durationMs: number = SCROLL_ANIMATION_MS): void {
  const content = document.getElementById(CONTENT_ID);
  if (!content) return;
  const start = window.scrollY;
  const end = Math.max(0, start + content.getBoundingClientRect().top);
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
  if (reduced || durationMs <= 0 || start === end) {
    window.scrollTo(0, end);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / durationMs);
    window.scrollTo(0, start + (end - start) * easeInOut(t));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
