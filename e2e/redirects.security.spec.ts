import { expect, type Locator, type Page, test } from "@playwright/test";
import { offSiteAddresses } from "../packages/contract/test-support/redirect-corpus.ts";
import { signIn } from "./support/demo.ts";
import { sessionIdOf, signInAndStartApc, startForm } from "./support/forms.ts";
import { goInApp, shown, watchOffsite } from "./support/offsite.ts";
import { appLinkHref, LINKS_PAGE, XSS_FORM, XSS_PAGE } from "./support/security-fixture.ts";

// Redirects: every address of the redirect corpus (packages/contract/test-support/
// redirect-corpus.ts, host evil.example) in every parameter that sends the browser somewhere –
// the peer and volunteer searches' returnUrl, links under the app-link prefix in server HTML,
// and the payment's returnUrl/returnErrorUrl (/login?redirect= is in
// login-redirect.security.spec.ts) – followed in Chromium the way a person would. The browser must never try to leave the portal. Runs on the `security`
// project (PGlite), whose fixture form has the app links (security-fixture.ts).

const origin = (page: Page) => new URL(page.url()).origin;

/** Navigates, and takes a navigation the browser refused or aborted as an answer too. */
async function visit(page: Page, url: string) {
  await page.goto(url).catch((error: Error) => {
    if (!/net::ERR_|interrupted by another navigation/.test(error.message)) throw error;
  });
}

/**
 * Clicks a link and waits for the address to change. A click that lands while the page is
 * still settling after going back may change nothing; a person clicks again, and so does
 * this. Every click is watched, so a retried one that leaves is caught all the same.
 */
async function follow(page: Page, link: Locator, attempts: string[]) {
  const before = page.url();
  await expect(async () => {
    if (page.url() === before && attempts.length === 0) await link.click({ timeout: 5_000 });
    await expect
      .poll(() => page.url() !== before || attempts.length > 0, { timeout: 5_000 })
      .toBe(true);
  }).toPass({ timeout: 20_000 });
}

test.describe("redirect corpus in Chromium: the browser never leaves the portal", () => {
  test("search returnUrl: choosing a name never leaves the portal", async ({ page }) => {
    await signIn(page);
    const watch = watchOffsite(page, origin(page));
    const name = "Ātaahua Mīria Ngārimu-Tūhoro";
    const link = page.getByRole("link", { name });

    // Peer search: a name is a link only when returnUrl is a page of this portal.
    const peer = (returnUrl: string) =>
      `/search_peer?${new URLSearchParams({ prefix: "peer", returnUrl })}`;
    await page.goto(peer("/forms/apc"));
    await page.getByLabel("Surname").fill("ngarimu-tuho");
    await page.getByRole("button", { name: "Search" }).click();
    for (const address of offSiteAddresses) {
      watch.trying(`/search_peer returnUrl=${shown(address)}`);
      // From a good return address (the name is a link) to this one: the change is seen.
      await goInApp(page, peer("/forms/apc"));
      await expect(link).toHaveCount(1);
      await goInApp(page, peer(address));
      await expect(page.getByText(name)).toBeVisible();
      await expect(link, `/search_peer returnUrl=${shown(address)}: no link`).toHaveCount(0);
      await watch.expectStayed();
    }
    // Had a name been a link, a person would click it: the good one leads into the portal.
    await goInApp(page, peer("/forms/apc"));
    await link.click();
    await expect(page).toHaveURL(/\/forms\/apc\?/);
    await watch.expectStayed();

    // Volunteer search: it lists names to contact, never links back, whatever returnUrl says.
    await page.goto(`/search_peer_volunteer?${new URLSearchParams({ returnUrl: "/forms/apc" })}`);
    await page.getByLabel("City").fill("whakatane");
    await page.getByRole("button", { name: "Search" }).click();
    for (const address of offSiteAddresses) {
      watch.trying(`/search_peer_volunteer returnUrl=${shown(address)}`);
      await goInApp(page, `/search_peer_volunteer?${new URLSearchParams({ returnUrl: address })}`);
      await expect(page.getByText(name)).toBeVisible();
      await expect(link).toHaveCount(0);
      await watch.expectStayed();
    }
  });

  test("app links in server HTML: following each never leaves the portal", async ({ page }) => {
    // 66 s of 90 s on a slow CI machine.
    test.setTimeout(150_000);
    await signIn(page);
    const token = await startForm(page, XSS_FORM);
    // The links are on the second page, a light one, open once the first is saved.
    const saved = await page.request.post(
      `/registry/api/v1/form/${XSS_FORM}/${token}/${XSS_PAGE}`,
      {
        headers: { "Odoo-Session-Id": await sessionIdOf(page) },
        form: { page: "{}" },
      },
    );
    expect(((await saved.json()) as { page?: { state?: string } }).page?.state).toBe("done");
    const formPage = `/form/${XSS_FORM}/${token}/${LINKS_PAGE}`;
    const watch = watchOffsite(page, origin(page));
    await page.goto(formPage);
    for (const [i, address] of offSiteAddresses.entries()) {
      watch.trying(`app link ${shown(appLinkHref(address))}`);
      if (!page.url().endsWith(formPage)) await visit(page, formPage);
      const link = page.getByRole("link", { name: `app link ${i + 1}`, exact: true });
      const anchor = page.getByText(`app link ${i + 1}`, { exact: true });
      await expect(anchor).toBeVisible();
      if ((await link.count()) > 0) {
        await follow(page, link, watch.attempts);
        await watch.expectStayed();
        await page.goBack();
      }
      await watch.expectStayed();
    }
  });

  test("payment returnUrl and returnErrorUrl: the payment's way back never leaves the portal", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const token = await signInAndStartApc(page);
    const watch = watchOffsite(page, origin(page));
    let attempt = 0;
    for (const address of offSiteAddresses) {
      // The address as it is, and made to look like a page of this form (the service checks
      // that its return addresses are pages of the form being paid).
      for (const back of [address, `${address}/form/APC/${token}/invoice`]) {
        attempt += 1;
        watch.trying(`payment returning to ${shown(back)}`);
        const query = new URLSearchParams({
          amount: "1150",
          transactionId: `SEC-${Date.now()}-${attempt}`,
          returnUrl: back,
          returnErrorUrl: back,
        });
        await visit(page, `/odoo_payment/api/v1/payment?${query}`);
        // Whatever the service answers, a person takes the way back it offers.
        const decline = page.getByRole("button", { name: "Decline payment" });
        const backLink = page.getByRole("link", { name: "Back to your form" });
        if ((await decline.count()) > 0) {
          // The decision answers a redirect; a browser may refuse one it cannot follow, so
          // wait for the answer rather than for a new page.
          await Promise.all([
            page.waitForResponse((r) => r.url().endsWith("/odoo_payment/api/v1/payment/decide")),
            decline.click(),
          ]);
        } else if ((await backLink.count()) > 0) {
          await follow(page, backLink, watch.attempts);
        }
        await watch.expectStayed();
      }
    }
  });
});
