// An applicant's registration from /register to its end page, with two qualifications (the
// second row's institution given), answering the rest the simplest way (fillRequired).
import { expect, type Page } from "@playwright/test";
import { fillRequired, submitButton } from "./forms.ts";

export interface Applicant {
  email: string;
  password: string;
  /** The second qualification's awarding institution. */
  secondInstitution: string;
}

/** Fills and saves pages until the end page; answers when "Thank you" shows. */
export async function submitRegistration(page: Page, applicant: Applicant): Promise<void> {
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "About you", exact: true })).toBeVisible();
  await finishRegistration(page, applicant);
}

/** From the page open now, fills and saves pages until the end page. */
export async function finishRegistration(page: Page, applicant: Applicant): Promise<void> {
  for (let pages = 0; pages < 12; pages++) {
    await page.waitForLoadState("networkidle");
    const thanks = page.getByRole("heading", { name: "Thank you", exact: true });
    if (page.url().endsWith("/submitted")) {
      await expect(thanks).toBeVisible();
      return;
    }
    if (page.url().endsWith("/qualifications")) {
      await expect(page.getByRole("group", { name: "Qualification 1" })).toBeVisible();
      await fillRequired(page);
      await page.getByRole("button", { name: "Add another qualification" }).click();
      const second = page.getByRole("group", { name: "Qualification 2" });
      await second.getByLabel("Awarding institution").fill(applicant.secondInstitution);
    }
    // "No" to practising overseas: that page stays disabled.
    const overseas = page.getByRole("group", {
      name: /Have you been registered or practised outside New Zealand/,
    });
    if (page.url().endsWith("/scope")) await overseas.getByLabel("No").check();
    await fillRequired(page, { email: applicant.email, password: applicant.password });
    const url = page.url();
    await submitButton(page).click();
    await expect(page).not.toHaveURL(url);
  }
  throw new Error("the registration did not reach its end page");
}
