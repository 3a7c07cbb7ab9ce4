// The desk's sign-in, driven as a staff member does it: the one-time link, the password, the
// authenticator enrolled from the secret the screen shows (its codes computed with the
// service's own TOTP), the recovery codes kept.

import { expect, type Page } from "@playwright/test";
import { deskPaths } from "@portal/contract";
import {
  base32Decode,
  hotp,
  totpCode,
  totpStep,
} from "../../apps/registry/src/modules/staff/second-factor/totp.ts";
import { expectNoAxeViolations } from "./axe.ts";

export const DESK_PASSWORD = "kowhai-harbour-lantern-42";

/** The current code of the authenticator holding `secret` (as the screen shows it, grouped). */
export const currentCode = (secret: string) =>
  totpCode(base32Decode(secret.replace(/\s/g, "")), new Date());

/**
 * The code of the step after now: a code is accepted once, and the window takes the next
 * step's, so a second sign-in within 30 seconds of the enrolment has a code of its own.
 */
export const nextCode = (secret: string) =>
  hotp(base32Decode(secret.replace(/\s/g, "")), totpStep(new Date()) + 1);

/**
 * Follows the one-time link, sets the password and signs in for the first time, enrolling an
 * authenticator; answers its secret. With `keyboard`, only the keyboard is used. Runs axe on
 * every screen it passes.
 */
export async function firstDeskSignIn(
  page: Page,
  link: string,
  email: string,
  {
    keyboard = false,
    shoot = async () => {},
  }: { keyboard?: boolean; shoot?: (name: string) => Promise<unknown> } = {},
): Promise<string> {
  const submit = async (name: string) => {
    if (keyboard) await page.keyboard.press("Enter");
    else await page.getByRole("button", { name, exact: true }).click();
  };
  const type = async (label: string, text: string) => {
    const box = page.getByLabel(label, { exact: true });
    if (keyboard) {
      // As a person would, wait for the box before pressing Tab toward it.
      await expect(box).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(box).toBeFocused();
      await page.keyboard.type(text);
    } else await box.fill(text);
  };

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeFocused();
  await expect(page.getByRole("banner")).toContainText("Registrar's desk");
  await expectNoAxeViolations(page);
  await type("New password", DESK_PASSWORD);
  await type("Confirm password", DESK_PASSWORD);
  await submit("Set password");
  await expect(page.getByRole("heading", { name: "Password set" })).toBeFocused();
  await expect(page.getByRole("status")).toHaveText("Your password is set. You can sign in now.");
  await expectNoAxeViolations(page);
  if (keyboard) {
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Sign in" })).toBeFocused();
    await page.keyboard.press("Enter");
  } else await page.getByRole("link", { name: "Sign in" }).click();

  await expect(page.getByRole("heading", { name: "Sign in" })).toBeFocused();
  await expectNoAxeViolations(page);
  await type("E-mail", email);
  await type("Password", DESK_PASSWORD);
  await submit("Sign in");

  await expect(page.getByRole("heading", { name: "Set up your authenticator app" })).toBeFocused();
  const secret = (await page.locator(".desk-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await expect(page.getByRole("link", { name: "Open in an authenticator app" })).toHaveAttribute(
    "href",
    /^otpauth:\/\/totp\//,
  );
  await expectNoAxeViolations(page);
  await shoot("desk-enrol");
  if (keyboard) {
    // The link first, then the code box.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Open in an authenticator app" })).toBeFocused();
  }
  await type("Code from the app", currentCode(secret));
  await submit("Confirm");

  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
  await expect(
    page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await expectNoAxeViolations(page);
  await shoot("desk-recovery-codes");
  const kept = page.getByLabel("I have kept these codes somewhere safe");
  if (keyboard) {
    await page.keyboard.press("Tab");
    await expect(kept).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Continue to the desk" })).toBeFocused();
    await page.keyboard.press("Enter");
  } else {
    await kept.check();
    await page.getByRole("button", { name: "Continue to the desk" }).click();
  }
  await expect(page.getByTestId("desk-staff-email")).toHaveText(email);
  return secret;
}

/**
 * The same first sign-in through the desk API, for a spec about what follows it (the screens
 * are desk.spec.ts's): the page's cookies then hold the desk session.
 */
export async function deskSessionByApi(page: Page, link: string, email: string): Promise<void> {
  const { origin, hash } = new URL(link);
  const post = async (path: string, data: Record<string, unknown> = {}) => {
    const res = await page.request.post(`${origin}${path}`, { data, headers: { origin } });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  const token = decodeURIComponent(hash.slice(1));
  await post(deskPaths.setPassword, { token, password: DESK_PASSWORD });
  await post(deskPaths.signIn, { email, password: DESK_PASSWORD });
  const { secret } = await post(deskPaths.enrolStart);
  await post(deskPaths.enrolConfirm, { code: currentCode(secret) });
}
