import { expect, type Page, test } from "@playwright/test";
import { apiPaths, calendarDateAt } from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/demo.ts";
import { pageTabs, pdfUpload, smallPdf } from "./support/forms.ts";

// Recertification in the demo practitioner's hands: her dashboard shows her cycle's progress
// (the demo logged 9.5 of 40 hours), she logs an activity with its evidence through the
// CPD-ACTIVITY form, by keyboard, and her progress counts it.

const progressOf = (page: Page) =>
  page.getByRole("region", { name: "Your recertification progress as a dental hygienist" });
const rowOf = (page: Page, requirement: string) =>
  progressOf(page).getByRole("row", { name: new RegExp(`^${requirement}`) });

test("a practitioner logs a CPD activity with its evidence and sees her progress count it", async ({
  page,
}, testInfo) => {
  const config = await (await page.request.get(apiPaths.config)).json();
  const today = calendarDateAt(new Date(), config.timeZone);
  const shoot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  await signIn(page);
  const total = rowOf(page, "CPD hours in all");
  await expect(total).toHaveText("CPD hours in all40 hours9.5 hours30.5 hours");
  await expect(progressOf(page).getByRole("img")).toHaveAccessibleName(
    /^Your recertification progress as a dental hygienist\. CPD hours in all: 9\.5 of 40 hours;/,
  );
  await expectNoAxeViolations(page);
  await shoot("cpd-progress");

  await progressOf(page).getByRole("link", { name: "Open your CPD log" }).click();
  await expect(page).toHaveURL(/\/forms\/cpd_log$/);
  await page.getByRole("button", { name: "Start new CPD activity" }).click();

  const activity = page.locator("form.page-form");
  await expect(activity.getByLabel("Date of the activity")).toBeVisible();
  await activity.getByLabel("Date of the activity").fill(toDisplayDate(today));
  await activity.getByLabel("Category").selectOption({ label: "Cultural safety" });
  // Over the form's range first: the field says so and nothing is saved.
  await activity.getByLabel("Hours").fill("41");
  await activity.getByLabel("Provider").fill("Ngā Kaitiaki Niho");
  await activity.getByLabel("Description of the activity").fill("Te Tiriti and oral health hui");
  await activity.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(activity.getByLabel("Hours")).toHaveAccessibleDescription(
    /Please enter a number from 0\.25 to 40\./,
  );
  await activity.getByLabel("Hours").fill("3");
  await activity.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  await expect(pageTabs(page).getByRole("link", { name: "The activity (done)" })).toBeVisible();

  await expect(activity.getByLabel("What you learnt")).toBeVisible();
  await activity.getByLabel("What you learnt").fill("How Te Tiriti shapes equitable care.");
  await activity
    .getByLabel("How it changes your practice")
    .fill("I offer longer first appointments on request.");
  await activity
    .getByLabel("Evidence")
    .setInputFiles(pdfUpload("hui-attendance.pdf", smallPdf("Certificate of attendance")));
  await expect(activity.getByRole("button", { name: "Remove hui-attendance.pdf" })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot("cpd-activity-form");
  await activity.getByRole("button", { name: "Add to my log" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    pageTabs(page).getByRole("link", { name: "Reflection and evidence (done)" }),
  ).toBeVisible();

  await page.goto("/");
  await expect(rowOf(page, "CPD hours in all")).toHaveText(
    "CPD hours in all40 hours12.5 hours27.5 hours",
  );
  await expect(rowOf(page, "Cultural safety")).toHaveText("Cultural safety4 hours5.5 hoursMet");
  await expect(progressOf(page)).toContainText("4 activities in your log count toward it.");
  await expectNoAxeViolations(page);
});
