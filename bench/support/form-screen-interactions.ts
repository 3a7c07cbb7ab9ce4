// The form screen benchmark's interactions: typing into a field, and switching pages by their
// tabs, each answered as the time it took.
import type { Page } from "@playwright/test";
import { EVENT_THRESHOLD_MS } from "./page-timing.ts";

const TEXT =
  "The quick brown fox jumps over the lazy dog while typing into a large form: 0123456789 abc";

/** Event Timing interactions the browser reported (≥ 16 ms) over keystrokes typed, per measure. */
export const reportedCounts: string[] = [];

/** Types `chars` characters into `selector` and answers each keystroke's latency (ms). */
export async function keystrokes(page: Page, selector: string, chars: number): Promise<number[]> {
  const input = page.locator(selector);
  await input.scrollIntoViewIfNeeded();
  await input.click();
  await input.fill("");
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    (window as unknown as { __events: unknown[] }).__events = [];
  });
  const text = TEXT.repeat(Math.ceil(chars / TEXT.length)).slice(0, chars);
  for (const ch of text) {
    await page.keyboard.type(ch);
    await page.waitForTimeout(40);
  }
  await page.waitForTimeout(500); // the last entries are delivered after their paint
  const entries = (await page.evaluate(
    () =>
      (window as unknown as { __events: { id: number; name: string; duration: number }[] })
        .__events,
  )) as { id: number; name: string; duration: number }[];
  const value = await input.inputValue();
  if (value !== text)
    throw new Error(`typed text did not arrive in ${selector}: ${value.slice(0, 40)}…`);
  // One interaction per key press (keydown/keyup share it): its longest entry.
  const byInteraction = new Map<number, number>();
  for (const e of entries)
    byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
  const reported = [...byInteraction.values()];
  const unreported = Math.max(0, text.length - reported.length);
  reportedCounts.push(`${reported.length}/${text.length}`);
  return [...reported, ...Array<number>(unreported).fill(EVENT_THRESHOLD_MS)];
}

export async function pageSwitch(page: Page, target: number): Promise<number> {
  return page.evaluate(async (p) => {
    const link = [
      ...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Form pages"] a'),
    ].find((a) => a.getAttribute("aria-label")?.startsWith(`Page ${p}`));
    if (!link) throw new Error(`no tab for Page ${p}`);
    // Shown, not merely in the document: a page the screen keeps hidden does not count.
    const heading = () =>
      [...document.querySelectorAll("form.page-form h3, form.page-form h2")].some(
        (h) => h.textContent?.trim() === `Section ${p}` && h.checkVisibility(),
      );
    const t0 = performance.now();
    link.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        if (heading()) requestAnimationFrame(() => setTimeout(resolve, 0));
        else requestAnimationFrame(check);
      };
      check();
    });
    return performance.now() - t0;
  }, target);
}
