/// <reference lib="dom" />
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserOnly } from "./support/browser-only.ts";
import { fillAndSave, pageTabs, signInAndStartApc, submitButton } from "./support/forms.ts";

// The error summary of a failed save (GOV.UK pattern) on the form screen: at the top of the
// form, one link per error in page order, focus on it, each link leading to its field, for
// the portal's own checks and a refusal by the service alike.

const REQUIRED = "This field is required";
const NOT_AN_OPTION = "Please choose one of the listed options.";

function summaryOf(page: Page): Locator {
  return page.getByRole("alert", { name: "There is a problem" });
}

function row(page: Page, number: number): Locator {
  return page.getByRole("group", { name: `Place of practice ${number}` });
}

/** Fills a place of practice, leaving out the fields named. */
async function fillPlace(place: Locator, number: number, leaveOut: string[] = []) {
  const answers: Array<[string, string]> = [
    ["Practice name", `Harbour Dental ${number}`],
    ["Street address", `${number} Lambton Quay`],
    ["Town or city", "Wellington"],
    ["Hours per week", "20"],
  ];
  for (const [label, value] of answers) {
    if (!leaveOut.includes(label)) await place.getByLabel(label).fill(value);
  }
  await place.getByLabel("Working as").selectOption({ label: "Employee" });
}

test.describe("error summary", () => {
  test(
    "one press of Save, right after emptying the fields, shows the summary with focus",
    browserOnly,
    async ({ page }, testInfo) => {
      const token = await signInAndStartApc(page);
      await page.goto(`/form/APC/${token}/details`);
      const email = page.getByLabel("E-mail address");
      await expect(email).toBeEditable();
      const title = await page.title();

      // As a new user would: the answers given emptied (the profession and scopes start empty),
      // then Save pressed with the mouse straight away, so the last field loses focus on that
      // very press.
      await page.getByLabel("Registration number").fill("");
      await email.fill("");
      await submitButton(page).click();

      const summary = summaryOf(page);
      await expect(summary).toBeFocused();
      await expect(summary).toContainText("Submission Failed");
      await expect(summary.getByRole("link")).toHaveText([
        `Registration number – ${REQUIRED}`,
        `Profession – ${REQUIRED}`,
        `Scopes of practice you will practise in – ${REQUIRED}`,
        `E-mail address – ${REQUIRED}`,
      ]);
      await expect(page).toHaveTitle(`Error: ${title}`);
      await expect(email).toHaveAccessibleDescription(REQUIRED);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath("one-press.png"), fullPage: true });
    },
  );

  test("a failed save shows a summary of every error with working links, client and service", async ({
    page,
  }, testInfo) => {
    const token = await signInAndStartApc(page);
    await page.goto(`/form/APC/${token}`);
    await fillAndSave(page, "Your details");
    await expect(page.getByRole("heading", { name: "Where you will practise" })).toBeVisible();
    const title = await page.title();

    // The portal's own checks: three fields left empty, over two rows.
    await fillPlace(row(page, 1), 1, ["Town or city"]);
    await page.getByRole("button", { name: "Add another place of practice" }).click();
    await fillPlace(row(page, 2), 2, ["Practice name", "Hours per week"]);
    await submitButton(page).click();

    const summary = summaryOf(page);
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Submission Failed");
    const links = summary.getByRole("link");
    await expect(links).toHaveText([
      `Place of practice 1: Town or city – ${REQUIRED}`,
      `Place of practice 2: Practice name – ${REQUIRED}`,
      `Place of practice 2: Hours per week – ${REQUIRED}`,
    ]);
    await expect(page).toHaveTitle(`Error: ${title}`);
    // The inline messages stay.
    await expect(row(page, 1).getByText(REQUIRED, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // Keyboard: Tab from the summary reaches its first link, Enter takes focus to the field.
    await page.keyboard.press("Tab");
    await expect(links.first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(row(page, 1).getByLabel("Town or city")).toBeFocused();

    // The answers given, the service refuses: the same three fields arrive empty (as from a
    // portal that did not check them) and the second row's "Working as" is no option it
    // offers. The service's real answer comes back.
    await row(page, 1).getByLabel("Town or city").fill("Wellington");
    await row(page, 2).getByLabel("Practice name").fill("Harbour Dental 2");
    await row(page, 2).getByLabel("Hours per week").fill("12");
    await page.route(`**/registry/api/v1/form/APC/${token}/practice`, async (route) => {
      const body = new URLSearchParams(route.request().postData() ?? "");
      const values = JSON.parse(body.get("page") ?? "{}") as Record<string, unknown>;
      values["workplaces[0].city"] = "";
      values["workplaces[1].practice_name"] = "";
      values["workplaces[1].hours_per_week"] = "";
      values["workplaces[1].employment"] = "volunteer";
      body.set("page", JSON.stringify(values));
      const response = await route.fetch({ postData: body.toString() });
      await route.fulfill({ response });
    });
    await submitButton(page).click();

    await expect(links).toHaveText([
      `Place of practice 1: Town or city – ${REQUIRED}`,
      `Place of practice 2: Practice name – ${REQUIRED}`,
      `Place of practice 2: Hours per week – ${REQUIRED}`,
      `Place of practice 2: Working as – ${NOT_AN_OPTION}`,
    ]);
    await expect(summary).toBeFocused();
    await expect(summary).toContainText("Submission Failed");
    await expect(page).toHaveTitle(`Error: ${title}`);
    await expect(
      pageTabs(page).getByRole("link", { name: "Places of practice (done)" }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("error-summary.png"), fullPage: true });

    // Every link leads to its own field.
    const targets: Locator[] = [
      row(page, 1).getByLabel("Town or city"),
      row(page, 2).getByLabel("Practice name"),
      row(page, 2).getByLabel("Hours per week"),
      row(page, 2).getByLabel("Working as"),
    ];
    for (const [i, target] of targets.entries()) {
      await links.nth(i).click();
      await expect(target).toBeFocused();
      await expect(target).toBeInViewport();
    }

    // Saved as given once the service takes it: the summary and the title's prefix go.
    await page.unroute(`**/registry/api/v1/form/APC/${token}/practice`);
    await submitButton(page).click();
    await expect(
      pageTabs(page).getByRole("link", { name: "Places of practice (done)" }),
    ).toBeVisible();
    await expect(summary).toHaveCount(0);
    await expect(page).toHaveTitle(title);
  });
});
