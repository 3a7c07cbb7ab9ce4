import { expect, type Page, test } from "@playwright/test";
import { offSiteAddresses } from "../packages/contract/test-support/redirect-corpus.ts";
import { demoPractitioner } from "./support/demo.ts";
import { goInApp, shown, watchOffsite } from "./support/offsite.ts";

// Redirects: /login?redirect= with every address of the redirect corpus. Its own
// file (the longest loop: one real sign-in per address), so the two workers share the
// security suite. The other redirect parameters are in redirects.security.spec.ts.

const origin = (page: Page) => new URL(page.url()).origin;

test.describe("redirect corpus in Chromium: the browser never leaves the portal", () => {
  test("/login?redirect=: signing in goes to the dashboard, never off the site", async ({
    page,
  }) => {
    // 34 addresses, each a real sign-in and a sign-out: 72 s on one CI run, past 120 s on a
    // slower one (3.5 s an address), so twice what it was.
    test.setTimeout(240_000);
    await page.goto("/login");
    const watch = watchOffsite(page, origin(page));
    const home = `${origin(page)}/`;
    for (const address of offSiteAddresses) {
      watch.trying(`/login?redirect=${shown(address)}`);
      const login = `/login?${new URLSearchParams({ redirect: address })}`;
      await goInApp(page, login);
      // The screen has read this redirect: its register link carries it on.
      await expect(page.getByRole("link", { name: "Register" }).first()).toHaveAttribute(
        "href",
        address ? `/register?${new URLSearchParams({ redirect: address })}` : "/register",
      );
      await page.getByLabel("Email").fill(demoPractitioner.email);
      await page.getByLabel("Password").fill(demoPractitioner.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: `Welcome ${demoPractitioner.firstName}` }),
        `signed in with redirect ${shown(address)}`,
      ).toBeVisible();
      await expect(page, `redirect ${shown(address)} lands on the dashboard`).toHaveURL(home);
      // The dashboard itself, not only the signed-in banner: until its screen has rendered,
      // the navigation to it is still under way, and a second one would race it.
      await expect(page.getByRole("heading", { level: 2, name: "Dashboard" })).toBeVisible();
      await watch.expectStayed();
      // Signed in, the login screen sends the user on by the same rule.
      await goInApp(page, login);
      await expect(page, `signed in, redirect ${shown(address)}`).toHaveURL(home);
      await watch.expectStayed();
      await page.getByRole("link", { name: "Log out" }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
    // And once as a page load, the way a link from outside arrives.
    watch.trying("/login?redirect= on a page load");
    await page.goto(`/login?${new URLSearchParams({ redirect: offSiteAddresses[0]! })}`);
    await page.getByLabel("Email").fill(demoPractitioner.email);
    await page.getByLabel("Password").fill(demoPractitioner.password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(home);
    await watch.expectStayed();
  });
});
