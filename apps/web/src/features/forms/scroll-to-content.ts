import { SCROLL_ANIMATION_MS } from "@portal/contract";
import { CONTENT_ID } from "../../lib/scroll.ts";

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** The frame of the glide under way, if any. */
let glide: number | undefined;

/**
 * SPEC §2: after a form loads the view glides to the top of the content, over 400 ms
 * (instantly for people who ask for reduced motion). One glide at a time: a new one replaces
 * it, and one stops once something else has moved the view (the person scrolling, the jump to
 * the top of a new address), rather than scrolling a page it no longer belongs to, a layout a
 * frame, while the next one loads (DESIGN §5 page switch).
 */
export function scrollToContentTop(durationMs: number = SCROLL_ANIMATION_MS): void {
  if (glide !== undefined) cancelAnimationFrame(glide);
  glide = undefined;
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
  let at = start;
  const step = (now: number) => {
    glide = undefined;
    if (Math.abs(window.scrollY - at) > 1) return;
    const t = Math.min(1, (now - began) / durationMs);
    window.scrollTo(0, start + (end - start) * easeInOut(t));
    at = window.scrollY;
    if (t < 1) glide = requestAnimationFrame(step);
  };
  glide = requestAnimationFrame(step);
}
