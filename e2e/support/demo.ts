import { expect, type Page } from "@playwright/test";

/** Demo accounts seeded by the service (README, "Demo data"). */
export const demoPractitioner = {
  email: "practitioner@example.org",
  password: "correct-horse-battery",
  firstName: "Aroha",
};
export const demoPeer = {
  email: "peer@example.org",
  password: "correct-horse-battery",
  firstName: "Sione",
};

/** Signs in through the login screen the way a person does, and waits for the dashboard. */
export async function signIn(page: Page, user = demoPractitioner, path = "/login"): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Welcome ${user.firstName}` }),
  ).toBeVisible();
}
