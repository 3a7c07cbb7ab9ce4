import { expect, type Page, test } from "@playwright/test";
import { deskSsoFailureMessages } from "@portal/contract";
import { expectNoAxeViolations } from "./support/axe.ts";
import { tabTo } from "./support/keyboard.ts";
import { SSO_PASSWORD, ssoOutsider, ssoRegistrar } from "./support/sso-users.ts";

// Staff sign in to the desk through the organisation's provider (a real OpenID provider,
// e2e/support/oidc-peer.ts): by keyboard from the desk's sign-in page to the provider's and
// back, signed in as the registrar the provider's groups make them; someone in no desk group
// comes back to the sign-in page told why, with no session.

/** At the provider's page: the work e-mail and password, by keyboard. */
async function signInAtProvider(page: Page, email: string) {
  await expect(page.getByRole("heading", { name: "Demo organisation" })).toBeVisible();
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Password").fill(SSO_PASSWORD);
  await page.getByLabel("Password").press("Enter");
}

/** From the desk's sign-in page, the organisation's button reached and pressed by keyboard. */
async function startAtDesk(page: Page) {
  await page.goto("/desk/sign-in");
  const button = page.getByRole("button", { name: "Sign in with your organisation" });
  await expect(button).toBeVisible();
  await tabTo(page, button);
  await page.keyboard.press("Enter");
}

test("a registrar signs in through the organisation, and an outsider is told why not", async ({
  page,
  browser,
}) => {
  await page.goto("/desk/sign-in");
  await expect(page.getByRole("button", { name: "Sign in with your organisation" })).toBeVisible();
  // The break-glass form stays, named for what it is.
  await expect(page.getByLabel("Password")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("desk-sign-in-organisation.png") });

  await startAtDesk(page);
  await signInAtProvider(page, ssoRegistrar.email);
  await expect(page.getByRole("heading", { name: "Queue" })).toBeFocused();
  await expect(page.getByRole("banner")).toContainText(ssoRegistrar.email);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();

  // Another browser: the provider remembers Mere in this one, as a real one does.
  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();
  await startAtDesk(outsider);
  await signInAtProvider(outsider, ssoOutsider.email);
  const summary = outsider.getByRole("alert", { name: "There is a problem" });
  await expect(summary).toContainText(deskSsoFailureMessages.no_role);
  await expect(outsider).toHaveURL(/\/desk\/sign-in\?sso=no_role$/);
  await expectNoAxeViolations(outsider);
  await outsider.screenshot({ path: test.info().outputPath("desk-sign-in-refused.png") });
  await outsiderContext.close();
});
