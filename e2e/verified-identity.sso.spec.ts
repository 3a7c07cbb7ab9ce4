import { expect, type Page, test } from "@playwright/test";
import { identityMessages } from "@portal/contract";
import { expectNoAxeViolations } from "./support/axe.ts";
import { demoPractitioner } from "./support/demo.ts";
import { tabTo } from "./support/keyboard.ts";
import {
  SSO_PASSWORD,
  SSO_PORTAL_CLIENT,
  ssoApplicant,
  ssoPractitioner,
} from "./support/sso-users.ts";

// A practitioner's verified identity (a real OpenID provider, e2e/support/oidc-peer.ts): the
// first time, back from the provider, she signs in with her password once to link it – her
// matching e-mail alone links nothing; after that the provider signs her in, no password or
// captcha; she unlinks it on her account screen. By keyboard where she acts on the portal.

const provider = SSO_PORTAL_CLIENT.name;
const welcome = (page: Page) =>
  page.getByRole("heading", { level: 1, name: `Welcome ${demoPractitioner.firstName}` });

/** "Sign in with …" reached by Tab and pressed with Enter. */
async function startAtPortal(page: Page) {
  await page.goto("/login");
  await pressByKeyboard(page, `Sign in with ${provider}`);
}

async function pressByKeyboard(page: Page, name: string) {
  const button = page.getByRole("button", { name });
  await expect(button).toBeVisible();
  await tabTo(page, button);
  await page.keyboard.press("Enter");
}

/** At the provider's page: signs in as `person`. */
async function signInAtProvider(page: Page, person: { email: string }) {
  await expect(page.getByRole("heading", { name: "Demo organisation" })).toBeVisible();
  await page.getByLabel("Work e-mail").fill(person.email);
  await page.getByLabel("Password").fill(SSO_PASSWORD);
  await page.getByLabel("Password").press("Enter");
}

test("a practitioner links her verified identity once, signs in with it, and unlinks it", async ({
  page,
}) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: `Sign in with ${provider}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("login-verified-identity.png") });

  await startAtPortal(page);
  await signInAtProvider(page, ssoPractitioner);

  // Back at the portal: asked for the password once; the token is gone from the address.
  const linkNeeded = identityMessages.linkNeeded(provider);
  await expect(page.getByRole("status").filter({ hasText: linkNeeded })).toHaveText(linkNeeded);
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("login-link-identity.png") });
  await page.getByLabel("Email").fill(demoPractitioner.email);
  await page.getByLabel("Password").fill(demoPractitioner.password);
  await page.getByLabel("Password").press("Enter");
  await expect(welcome(page)).toBeVisible();
  await expect(page.getByText(identityMessages.linked(provider))).toBeVisible();

  await page.getByRole("link", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  // The provider remembers her: straight back, signed in with no password and no captcha.
  await startAtPortal(page);
  await expect(welcome(page)).toBeVisible();

  await page.getByRole("link", { name: "Account" }).click();
  await expect(
    page.getByText(`Your ${provider} identity is linked to this account since`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("account-verified-identity.png") });
  const unlink = page.getByRole("button", { name: `Unlink ${provider}` });
  await unlink.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(identityMessages.unlinked(provider));
  await expect(page.getByText(`No ${provider} identity is linked.`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an applicant proves who he is with the provider for his application, by keyboard", async ({
  page,
}) => {
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Application for registration" })).toBeVisible();
  const offer = page.getByRole("region", { name: `Prove who you are with ${provider} (optional)` });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("application-prove-identity.png") });

  await pressByKeyboard(page, `Verify with ${provider}`);
  await signInAtProvider(page, ssoApplicant);

  // Back on his application, which keeps what the provider proved for the registrar.
  await expect(page).toHaveURL(/\/register\/[^/?]+/);
  const proved = page.getByRole("status").filter({ hasText: "The registrar will see it" });
  await expect(proved).toContainText(identityMessages.verifiedForApplication(provider));
  await expect(proved).toContainText(`Verified as ${ssoApplicant.name} on `);
  await expect(offer).toBeHidden();
  await expect(page.getByLabel("First name")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("application-identity-verified.png") });
});
