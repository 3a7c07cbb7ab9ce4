import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { demoPeer, demoPractitioner, signIn } from "./support/demo.ts";
import { countMessagesTo, linkIn, nextMessageTo } from "./support/inbox.ts";

test.describe("accounts and sessions", () => {
  test("each login error shows its message", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Email and password are required. Please check your details and try again.",
    );
    await page.getByLabel("Email").fill("nobody@example.org");
    await page.getByLabel("Password").fill("whatever-it-is");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Login failed. Please check your details and try again.",
    );
  });

  test("forgot password: e-mailed link, forced new password, sign-in with it", async ({
    page,
  }, testInfo) => {
    // The peer account is this spec's alone: no other spec signs in as it.
    const newPassword = "tui-bird-sings-at-dawn-42";
    const known = countMessagesTo(testInfo, demoPeer.email);

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(demoPeer.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: /If an account exists/ }),
    ).toBeVisible();

    const mail = await nextMessageTo(testInfo, demoPeer.email, known);
    const link = linkIn(mail, "/confirm/reset_password/");
    await page.goto(link);

    const dialog = page.getByRole("dialog", { name: "Set your password" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Save password" }).click();
    await expect(dialog.getByText("Password is required.", { exact: true })).toBeVisible();
    await expect(dialog.getByText("Confirm password is required.")).toBeVisible();
    await dialog.getByLabel("Password", { exact: true }).fill(newPassword);
    await dialog.getByLabel("Confirm password").fill(`${newPassword}x`);
    await dialog.getByRole("button", { name: "Save password" }).click();
    await expect(dialog.getByText("Passwords must match.")).toBeVisible();
    await dialog.getByLabel("Confirm password").fill(newPassword);
    await dialog.getByRole("button", { name: "Save password" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Your password has been changed.")).toBeVisible();

    // The link was single-use.
    await page.goto("/logout");
    await expect(page).toHaveURL(/\/login/);
    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText(
      "This link has expired or has already been used.",
    );

    await signIn(page, { ...demoPeer, password: newPassword });
  });

  test("the signed-in user can open the change-password modal from the navigation", async ({
    page,
  }) => {
    await signIn(page);
    await page
      .getByRole("navigation", { name: "In this section:" })
      .getByRole("link", { name: "Change Password" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Change your password" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
  });

  test("inactivity ends the session and returns to login with the page to come back to", async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page);
    await page.goto("/forms/apc");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Aroha" })).toBeVisible();
    // The session watch is loaded on demand after sign-in: let it arrive before time jumps.
    await page.waitForLoadState("networkidle");
    // The demo configuration's timeout is 1800 s: one tick past it, with no activity.
    await page.clock.fastForward(1_800_000 + 2_000);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fforms%2Fapc/);
    await expect(
      page.getByText("You have been logged out because you were inactive"),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "In this section:" })).toHaveCount(0);
    const persisted = await page.evaluate(() => localStorage.getItem("reduxPersist:user"));
    expect(persisted ?? "").not.toContain(demoPractitioner.email);
  });

  test("/start/{code} sends a visitor to registration unless r=0", async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent("/start/REGISTRATION")}`);
    await expect(page).toHaveURL(/\/register\?form=REGISTRATION$/);
    await page.goto(`/login?redirect=${encodeURIComponent("/start/REGISTRATION")}&r=0`);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByLabel("Email")).toBeVisible();
  });

  test("an unusable e-mailed link shows a lasting danger message", async ({ page }) => {
    await page.goto("/confirm/reset_password/not-a-real-token-at-all-000000000000000000");
    await expect(page.getByRole("alert")).toContainText(
      "This link has expired or has already been used.",
    );
    await expect(page).toHaveURL(/\/login/);
    await expectNoAxeViolations(page);
  });
});
