import { expect, type Page, test } from "@playwright/test";
import { apiPaths, calendarDateAt, longDay, planMessages } from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/demo.ts";

// The demo practitioner's development plan: the demo gave her two goals, the first with an
// activity linked, not yet reviewed. She adds a goal by keyboard, finds it offered in the CPD
// activity form, records the review with her peer (Mere Parata, her peer relationship form's),
// and her progress shows the plan requirement met. No activity is completed here: the CPD log
// spec counts her hours on the same service.

const progressOf = (page: Page) =>
  page.getByRole("region", { name: "Your recertification progress as a dental hygienist" });
const planRow = (page: Page) => progressOf(page).getByRole("row", { name: /^Development plan/ });
const SHOTS = "/tmp/shots-plan";

test("a practitioner keeps her development plan and reviews it with her peer", async ({ page }) => {
  const config = await (await page.request.get(apiPaths.config)).json();
  const today = calendarDateAt(new Date(), config.timeZone);
  const shoot = async (name: string) => {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    await page.setViewportSize({ width: 400, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-400.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  };

  await signIn(page);
  await expect(planRow(page)).toHaveText(
    "Development planA plan reviewed with your peerNot yet reviewedReview it with your peer",
  );
  await progressOf(page).getByRole("link", { name: "Your development plan" }).click();
  await expect(page).toHaveURL(/\/recertification\/plan$/);
  await expect(
    page.getByRole("heading", { level: 2, name: "Your development plan" }),
  ).toBeVisible();
  const demoGoal = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Strengthen my periodontal assessment" }) });
  await expect(demoGoal).toContainText("Periodontal staging and grading study day (6 hours)");
  await expect(page.getByText("Not yet reviewed with your peer.")).toBeVisible();
  await expectNoAxeViolations(page);

  // A goal without its words is refused in the contract's words, then added by keyboard.
  const add = page.getByRole("form", { name: "Add a goal" });
  await add.getByRole("button", { name: "Add the goal" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText(planMessages.titleMissing);
  await expect(add.getByLabel("Goal", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await add.getByLabel("Goal", { exact: true }).focus();
  await page.keyboard.type("Lead a peer case review at my practice");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Prepare two cases and run the review with my colleagues.");
  await page.keyboard.press("Tab");
  await page.keyboard.type(toDisplayDate(today));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(planMessages.goalAdded);
  await expect(
    page.getByRole("heading", { name: "Lead a peer case review at my practice" }),
  ).toBeVisible();
  await shoot("plan");

  // The CPD activity form offers her goals to link an activity to.
  await page.goto("/forms/cpd_log");
  await page.getByRole("button", { name: "Start new CPD activity" }).click();
  const goalField = page.locator("form.page-form").getByLabel("Goal of your development plan");
  await expect(goalField.locator("option")).toContainText([
    "Lead a peer case review at my practice",
    "Strengthen my periodontal assessment",
  ]);

  // The review with her peer, by keyboard.
  await page.goto("/recertification/plan");
  const review = page.getByRole("form", { name: "Record the review with your peer" });
  // Her peer on record: Mere Parata in the demo, or whom another spec's relationship form named.
  const onRecord = /With your professional peer, (.+), as your peer relationship form names them\./;
  await expect(review).toContainText(onRecord);
  const peer = onRecord.exec(await review.innerText())?.[1];
  await review.getByLabel("Day of the review").focus();
  await page.keyboard.type(toDisplayDate(today));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(planMessages.reviewRecorded);
  await expect(page.getByText(`Reviewed with ${peer} on ${longDay(today)}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot("plan-reviewed");

  await page.goto("/");
  await expect(planRow(page)).toHaveText(
    `Development planA plan reviewed with your peerReviewed with your peer on ${longDay(today)}Met`,
  );
});
