import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Lets the page come to rest before an axe check: the pointer off every control (a hovered
 * or just-activated link is mid colour transition) and no CSS transition or animation running,
 * so contrast is judged on the colours a person ends up seeing.
 */
export async function settle(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a: Animation) => a.playState !== "running"),
  );
}

/** Asserts the page, once at rest, has no WCAG 2.1 A/AA violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/**
 * axe on the busy view: `settle` waits for every animation to end, but the busy button's
 * spinner turns for ever, so this waits only for the finite ones (the progress bar's
 * transition), with the same WCAG 2.1 A/AA tags as expectNoAxeViolations. `include` narrows
 * the check to what is changing, when the busy view lasts only seconds.
 */
export async function expectNoAxeViolationsWhileBusy(page: Page, include?: string): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}
