import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab until `target` has the focus, as a keyboard user does (at most `max` times). */
export async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
