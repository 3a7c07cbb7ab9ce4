/// <reference lib="dom" />

import { expect, type Page, test } from "@playwright/test";
import { apiPaths, SESSION_HEADER, sessionMessages } from "@portal/contract";
import { expectNoAxeViolations } from "./support/axe.ts";
import { demoPractitioner, signIn } from "./support/demo.ts";
import { sessionIdOf, startForm } from "./support/forms.ts";

// The inactivity warning, on a service whose time-out is 60 s (PORTAL_TIMEOUT, project
// "session-timeout"): the portal warns after 48 s. The portal's own clock is Playwright's
// (page.clock) where only the portal counts; the service keeps real time, so the test that
// proves the service's session was extended waits, for what the user sees, in real time.

const warning = (page: Page) =>
  page.getByRole("dialog", { name: "You are about to be signed out" });
const stayButton = (page: Page) => warning(page).getByRole("button", { name: "Stay signed in" });
const welcome = (page: Page) =>
  page.getByRole("heading", { level: 1, name: `Welcome ${demoPractitioner.firstName}` });

/**
 * The session check starts its clock when the signed-in services (in the "signed-in" chunk,
 * vite.config.ts) are mounted, a moment after the screen shows: the portal's time is moved
 * only after that. Call before the navigation; await after it.
 */
function sessionCheckStarted(page: Page): Promise<void> {
  const loaded = page.waitForResponse((response) => /\/signed-in-[\w-]+\.js$/.test(response.url()));
  return loaded.then(() => page.evaluate(() => new Promise((done) => setTimeout(done, 100))));
}

async function focusIsInWarning(page: Page): Promise<boolean> {
  return warning(page).evaluate((dialog) => dialog.contains(document.activeElement));
}

test("warns 12 s before a 60 s time-out; the dialog passes axe and works by keyboard", async ({
  page,
}) => {
  await page.clock.install();
  const started = sessionCheckStarted(page);
  await signIn(page);
  await started;
  // The portal's clock stands still from here but when moved: axe and the keys take their time.
  const signedInAt = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(signedInAt + 47_000);
  await expect(warning(page)).toBeHidden();
  await page.clock.runFor(1_000);
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toHaveAccessibleDescription(
    "We will sign you out in 12 seconds to keep your information secure.",
  );
  await expect(warning(page).locator("strong")).toHaveText("12 seconds");
  await expect(stayButton(page)).toBeFocused();
  await page.clock.runFor(2_000);
  await expect(warning(page).locator("strong")).toHaveText("10 seconds");

  // Timers run again for axe, but the portal's time stands still: no count down, no expiry.
  const frozenAt = await page.evaluate(() => Date.now());
  await page.clock.setFixedTime(frozenAt);
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath("session-timeout-warning.png") });

  // The focus goes round inside the dialog, never to the page behind it.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    // The dialog takes the focus back as soon as it lands outside (on a timer of its own).
    await expect.poll(() => focusIsInWarning(page)).toBe(true);
  }
  await stayButton(page).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(warning(page).getByRole("button", { name: "Sign out" })).toBeFocused();

  // Escape is "Stay signed in": the original deadline passes, still signed in.
  await page.keyboard.press("Escape");
  await expect(warning(page)).toBeHidden();
  await page.clock.setSystemTime(frozenAt);
  await page.clock.pauseAt(frozenAt + 1_000);
  await page.clock.runFor(14_000);
  await expect(welcome(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Warned again 48 s after staying, at the check's next tick (each second): Sign out, by
  // keyboard.
  await page.clock.runFor(32_000);
  await expect(warning(page)).toBeHidden();
  await page.clock.runFor(3_000);
  await expect(stayButton(page)).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
});

test("a session that runs out keeps what was typed: signing in again brings the user back to it", async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  const token = await startForm(page, "PEER-RELATIONSHIP");
  const formPage = `/form/PEER-RELATIONSHIP/${token}/peer`;
  const started = sessionCheckStarted(page);
  await page.goto(formPage);
  await started;
  const peerName = page.getByRole("textbox", { name: /Peer's name/ });
  await peerName.fill("Hemi Walker");
  const storedEdits = () => page.evaluate(() => localStorage.getItem("reduxPersist:editedFields"));
  await expect.poll(storedEdits).toContain("Hemi Walker");

  await page.clock.runFor(48_000);
  await expect(warning(page)).toBeVisible();
  await page.clock.runFor(12_000);
  await expect(page).toHaveURL(`/login?${new URLSearchParams({ redirect: formPage })}`);
  await expect(page.getByText(sessionMessages.inactivityExpired)).toBeVisible();
  await expect(warning(page)).toBeHidden();
  // The session is gone from this device; the unsaved edits are not.
  expect(await page.evaluate(() => localStorage.getItem("reduxPersist:user"))).toBeNull();
  expect(await storedEdits()).toContain("Hemi Walker");

  await page.getByLabel("Email").fill(demoPractitioner.email);
  await page.getByLabel("Password").fill(demoPractitioner.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(formPage);
  await expect(peerName).toHaveValue("Hemi Walker");
});

test("Stay signed in keeps the session on the service past its original expiry", async ({
  page,
}) => {
  // Real time: the service's idle window (60 s) is on its own clock.
  test.setTimeout(240_000);
  await signIn(page);
  const sessionId = await sessionIdOf(page);
  const signedInAt = Date.now();
  await expect(warning(page)).toBeVisible({ timeout: 70_000 });
  await stayButton(page).click();
  await expect(warning(page)).toBeHidden();

  // The next warning comes 48 s later: well past 60 s after the sign-in, the service's
  // original expiry, which only the service hearing "Stay signed in" has moved.
  await expect(warning(page)).toBeVisible({ timeout: 70_000 });
  expect(Date.now() - signedInAt).toBeGreaterThan(60_000);
  const check = await page.request.get(apiPaths.sessionCheck, {
    headers: { [SESSION_HEADER]: sessionId },
  });
  expect(check.status()).toBe(200);
  await stayButton(page).click();
  await expect(warning(page)).toBeHidden();
  await expect(welcome(page)).toBeVisible();
});
