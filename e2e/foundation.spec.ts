import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserOnly } from "./support/browser-only.ts";
import { demoPractitioner, signIn } from "./support/demo.ts";

test.describe("sign-in to dashboard", () => {
  test("the login screen is accessible and offers its links", browserOnly, async ({ page }) => {
    await page.goto("/login?redirect=/forms/apc");
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByRole("link", { name: /forgot your password/i })).toHaveAttribute(
      "href",
      "/reset-password",
    );
    const register = page.getByRole("link", { name: "Register", exact: true });
    await expect(register).toHaveAttribute("href", /\/register\?redirect=%2Fforms%2Fapc/);
    await expectNoAxeViolations(page);
  });

  test("a practitioner signs in, sees tiles and navigation, logs out and is guarded", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);

    await signIn(page, demoPractitioner, page.url());
    await expect(page).toHaveURL(/\/$/);

    const nav = page.getByRole("navigation", { name: "In this section:" });
    await expect(nav.getByText("In this section:")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Annual Practising Certificate" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Change Password" })).toBeVisible();

    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Recertification/ })).toHaveAttribute(
      "href",
      "/sub/recertification",
    );
    await expect(main.getByRole("link", { name: /Annual Practising Certificate/ })).toHaveAttribute(
      "href",
      "/forms/apc",
    );
    // The demo's round opened today (seed/renewal-demo.ts): her certificate is due for renewal,
    // or – once another spec has started or paid her renewal – it is under way or submitted.
    await expect(main.locator(".certificate-status")).toContainText(
      /Renew by \d{1,2} \w+ \d{4}|Your renewal has been submitted/,
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("dashboard-renewal.png") });

    await nav.getByRole("link", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
    await expect(page.getByRole("navigation", { name: "In this section:" })).toHaveCount(0);
  });

  test("a wrong password shows the login-failed message", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(demoPractitioner.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Login failed. Please check your details and try again.",
    );
    await expect(page).toHaveURL(/\/login/);
    await expectNoAxeViolations(page);
  });

  test("the login form works by keyboard alone", browserOnly, async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").focus();
    await page.keyboard.type(demoPractitioner.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type(demoPractitioner.password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Aroha" })).toBeVisible();
  });

  test("a signed-in user sent to an unsafe redirect lands on the dashboard", async ({ page }) => {
    await signIn(page);
    for (const unsafe of [
      "//evil.example",
      "https://evil.example/x",
      "javascript:alert(1)",
      "/logout",
    ]) {
      await page.goto(`/login?redirect=${encodeURIComponent(unsafe)}`);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    }
    await page.goto(`/login?redirect=${encodeURIComponent("/forms/apc")}`);
    await expect(page).toHaveURL(/\/forms\/apc$/);
  });

  test("an unknown route shows the configured not-found content", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("main")).toContainText(/not found/i);
    await expectNoAxeViolations(page);
  });
});
