// Watches where the browser tries to go (the redirect corpus): every request of the page and
// every navigation of its main frame. The security project's Chromium resolves no host but
// the portal's (playwright.config.ts), so an attempt to leave fails at once; the assertion is
// on what the browser attempted, not on a page loading.
import { expect, type Page } from "@playwright/test";

export interface OffsiteWatch {
  /** "<what was being tried>: <address the browser went for>" for each attempt to leave. */
  attempts: string[];
  /** Names what the next attempts are made for (the address under test). */
  trying(label: string): void;
  /** Asserts the browser has not tried to leave and is still on the portal's origin. */
  expectStayed(): Promise<void>;
}

export function watchOffsite(page: Page, portalOrigin: string): OffsiteWatch {
  const attempts: string[] = [];
  let label = "";
  const offsite = (address: string) => {
    try {
      const url = new URL(address);
      return url.protocol !== "about:" && url.protocol !== "data:" && url.origin !== portalOrigin;
    } catch {
      return true;
    }
  };
  page.on("request", (request) => {
    if (offsite(request.url())) attempts.push(`${label}: request to ${request.url()}`);
  });
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && offsite(frame.url())) {
      attempts.push(`${label}: navigated to ${frame.url()}`);
    }
  });
  return {
    attempts,
    trying(next) {
      label = next;
    },
    async expectStayed() {
      await page.waitForLoadState();
      expect(attempts).toEqual([]);
      expect(new URL(page.url()).origin, `${label}: final address ${page.url()}`).toBe(
        portalOrigin,
      );
    },
  };
}

/** The address as a failure message names it (tabs, newlines and NUL made visible). */
export const shown = (address: string) => JSON.stringify(address);

/**
 * Goes to `path` inside the portal without loading it again, as an in-app link does: the
 * router follows the history entry. Each address of the corpus is then one navigation, not
 * one page load.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate", { state: null }));
  }, path);
}
