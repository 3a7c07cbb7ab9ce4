import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import {
  apiPaths,
  calendarDateAt,
  dateInputTexts,
  errorMessages,
  numericDateAt,
  shortDateAt,
} from "@portal/contract";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/demo.ts";
import { DESK_PASSWORD, firstDeskSignIn, nextCode } from "./support/desk.ts";
import { deskStaff, deskStaffLinks } from "./support/desk-staff.ts";
import { pageTab, submitButton } from "./support/forms.ts";
import { tabTo } from "./support/keyboard.ts";
import { type Applicant, submitRegistration } from "./support/registration-flow.ts";

// The registrar's desk, the whole loop. An applicant applies for registration; a
// registrar signs in (password, then an authenticator enrolled from the secret shown), claims
// the application from the queue and returns it with a message on the second qualification's
// institution and a note; the applicant corrects it and submits again; the registrar sees the
// change marked and accepts; the new practitioner signs in and is found by peer search; an
// admin finds every step in the staff audit.

const NOTE = "Please check the second qualification.";
const ROW_MESSAGE = "Give the institution's full name, as on the certificate.";
const CORRECTED = "Auckland University of Technology";

/**
 * The queue's "Submitted from" filter, typed DD/MM/YYYY: a day that does not exist is refused
 * in an error summary, today (on the regulator's calendar) keeps the new submission listed and
 * goes to the service as an ISO day. The submission's time shows on that calendar too.
 */
async function filterQueueByToday(desk: Page, row: Locator): Promise<void> {
  const config = await (await desk.request.get(apiPaths.config)).json();
  const timeZone: string = config.timeZone;
  const now = new Date();
  await expect(row.getByRole("cell").first()).toHaveText(
    new RegExp(`^${shortDateAt(now, timeZone)}, \\d{1,2}:\\d{2} [ap]m$`),
  );
  const from = desk.getByRole("textbox", { name: "Submitted from" });
  await expect(from).toHaveAccessibleDescription(dateInputTexts.hint);
  await from.fill("31/02/2026");
  await desk.getByRole("button", { name: "Filter" }).click();
  const summary = desk.getByRole("alert", { name: "There is a problem" });
  await expect(summary).toBeFocused();
  await summary.getByRole("link", { name: dateInputTexts.notADate("Submitted from") }).click();
  await expect(from).toBeFocused();
  await expectNoAxeViolations(desk);
  await desk.screenshot({ path: test.info().outputPath("desk-queue-date-filter.png") });
  await from.fill(numericDateAt(now, timeZone));
  await desk.getByRole("button", { name: "Filter" }).click();
  await expect(desk).toHaveURL(new RegExp(`[?&]from=${calendarDateAt(now, timeZone)}(&|$)`));
  await expect(summary).toHaveCount(0);
  await expect(row).toHaveCount(1);
  await expect(desk.getByRole("textbox", { name: "Submitted from" })).toHaveValue(
    numericDateAt(now, timeZone),
  );
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test.describe("the registrar's desk", () => {
  test("an application goes round the loop: returned with a message on a row, corrected, accepted, audited", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(240_000);
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
    // In a browser set to US English on New York's clock: the desk still shows and reads
    // dates on the regulator's calendar, DD/MM/YYYY.
    const desk = await (
      await browser.newContext({ locale: "en-US", timezoneId: "America/New_York" })
    ).newPage();
    const shoot = (page: Page) => (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
    const registrarSecret = await firstDeskSignIn(desk, links.registrar, deskStaff.registrar, {
      shoot: shoot(desk),
    });
    await expect(desk.getByRole("heading", { name: "Queue" })).toBeFocused();
    const row = desk.getByRole("row").filter({ hasText: applicant.email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(3)).toHaveText("Awaiting a decision");
    await expectNoAxeViolations(desk);
    await shoot(desk)("desk-queue");
    await filterQueueByToday(desk, row);
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

    // The applicant sees the note and the message on the second row, and corrects it -----
    await signIn(applicantPage, { ...applicant, firstName: "E2E answer" });
    await expect(
      applicantPage.getByText(
        `Your Application for registration needs some changes: open it from your "In progress" list, make the changes shown and submit it again. The registrar's note: ${NOTE}`,
        { exact: true },
      ),
    ).toBeVisible();
    await applicantPage
      .getByRole("main")
      .getByRole("link", { name: "My registration application" })
      .click();
    await applicantPage
      .getByRole("main")
      .getByRole("region", { name: "In progress" })
      .getByRole("link", { name: /Application for registration/ })
      .click();
    await pageTab(applicantPage, "Qualifications").click();
    const summary = applicantPage.getByRole("alert", { name: "There is a problem" });
    await expect(summary).toContainText(errorMessages.changesRequested);
    await expect(applicantPage.getByText(NOTE, { exact: true })).toBeVisible();
    const secondRow = applicantPage.getByRole("group", { name: "Qualification 2" });
    await expect(secondRow.getByText(ROW_MESSAGE, { exact: true })).toBeVisible();
    await expect(
      applicantPage.getByRole("group", { name: "Qualification 1" }).getByText(ROW_MESSAGE),
    ).toHaveCount(0);
    await secondRow.getByLabel("Awarding institution").fill(CORRECTED);
    await submitButton(applicantPage).click();
    await expect(applicantPage).not.toHaveURL(/\/qualifications$/);
    await pageTab(applicantPage, "Declaration").click();
    await applicantPage.getByLabel("I make this declaration").check();
    await applicantPage.getByRole("button", { name: "Submit application" }).click();
    await expect(applicantPage).toHaveURL(/\/submitted$/);

    // The registrar sees the change marked and accepts, by keyboard alone ----------------
    await desk.getByRole("link", { name: "Queue" }).click();
    const again = desk.getByRole("row").filter({ hasText: applicant.email });
    await expect(again.getByRole("cell").nth(2)).toHaveText("2");
    await again.getByRole("button", { name: /^Claim / }).click();
    await expect(heading).toBeFocused();
    const changedRow = desk
      .getByRole("table", { name: "Qualification", exact: true })
      .getByRole("row")
      .nth(2);
    await expect(changedRow).toContainText(`${CORRECTED}Changed`);
    await expect(changedRow).toContainText(`Earlier message: ${ROW_MESSAGE}`);
    await expectNoAxeViolations(desk);
    await shoot(desk)("desk-submission-full");
    // For the README: the changed row in view, as a registrar scrolls to it.
    await changedRow.scrollIntoViewIfNeeded();
    await desk.screenshot({ path: testInfo.outputPath("desk-submission.png") });
    const accept = desk.getByRole("button", { name: "Accept", exact: true });
    await tabTo(desk, accept);
    await desk.keyboard.press("Enter");
    const accepted = desk.getByRole("status").filter({ hasText: "Accepted" });
    await expect(accepted).toHaveText(
      /^Accepted: Application for registration of E2E answer E2E answer\. Person ID \d+\.$/,
    );
    const personId = ((await accepted.textContent()) ?? "").match(/Person ID (\d+)/)?.[1] ?? "";
    await expect(desk.getByRole("heading", { name: "Queue" })).toBeFocused();

    // The register record, from the submission -----------------------------------------
    await desk.goBack();
    await expect(desk.getByRole("link", { name: "Edit the register record" })).toBeVisible();
    await desk.getByRole("link", { name: "Edit the register record" }).click();
    await expect(desk.getByRole("heading", { level: 2 })).toHaveText(
      `Register record of E2E answer E2E answer (${personId})`,
    );
    // Shown on the regulator's DD/MM/YYYY in the registrar's en-US browser.
    await expect(desk.getByLabel("Registration date")).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectNoAxeViolations(desk);
    await shoot(desk)("desk-register");
    await desk
      .getByLabel("Certificate period (DD/MM/YYYY - DD/MM/YYYY)")
      .fill("01/04/2026 - 31/03/2027");
    await desk.getByLabel("In force").selectOption("Current");
    await desk.getByRole("button", { name: "Save the register record" }).click();
    await expect(desk.getByRole("status")).toHaveText("The register record is saved.");

    // The new practitioner: a practitioner's dashboard, found by peer search --------------
    await applicantPage.goto("/logout");
    await expect(applicantPage.getByLabel("Email")).toBeVisible();
    await signIn(applicantPage, { ...applicant, firstName: "E2E answer" });
    await expect(
      applicantPage.getByText(
        `Your Application for registration has been accepted. You are now on the register as a practitioner: your Person ID is ${personId}.`,
        { exact: true },
      ),
    ).toBeVisible();
    await expect(
      applicantPage.getByRole("main").getByRole("link", { name: "Annual Practising Certificate" }),
    ).toBeVisible();
    await applicantPage.goto("/search_peer");
    await applicantPage.getByLabel("Person ID").fill(personId);
    await applicantPage.getByRole("button", { name: "Search" }).click();
    await expect(
      applicantPage.getByRole("heading", { name: "1 practitioner(s) match your search criteria" }),
    ).toBeVisible();
    const found = applicantPage
      .getByRole("main")
      .getByRole("listitem")
      .filter({
        has: applicantPage.getByRole("heading", { level: 4, name: "E2E answer E2E answer" }),
      });
    await expect(found.getByText(`Person ID: ${personId}`, { exact: true })).toBeVisible();
    // The registrar's edit of the register shows at once.
    await expect(found.getByText("01/04/2026 - 31/03/2027", { exact: true })).toBeVisible();

    // The registrar signs out and in again: the verify step ------------------------------
    await desk.getByRole("button", { name: "Sign out" }).click();
    await expect(desk.getByRole("heading", { name: "Sign in" })).toBeFocused();
    await desk.getByLabel("E-mail").fill(deskStaff.registrar);
    await desk.getByLabel("Password", { exact: true }).fill(DESK_PASSWORD);
    await desk.getByRole("button", { name: "Sign in" }).click();
    await expect(desk.getByRole("heading", { name: "Enter your code" })).toBeFocused();
    await expectNoAxeViolations(desk);
    await shoot(desk)("desk-verify");
    await desk.getByLabel("Code from your authenticator app").fill(nextCode(registrarSecret));
    await desk.getByRole("button", { name: "Sign in" }).click();
    await expect(desk.getByRole("heading", { name: "Queue" })).toBeFocused();

    // An admin, signing in by keyboard alone, finds every step in the audit -------------
    const admin = await newPage(browser);
    await firstDeskSignIn(admin, links.admin, deskStaff.admin, { keyboard: true });
    await admin.getByRole("link", { name: "Audit" }).click();
    await expect(admin.getByRole("heading", { name: "Staff audit" })).toBeFocused();
    const actions = admin.getByRole("row").filter({ hasText: deskStaff.registrar });
    for (const action of [
      "submission.claimed",
      "submission.viewed",
      "submission.returned",
      "submission.accepted",
      "register.updated",
    ]) {
      await expect(actions.filter({ hasText: action }).first()).toBeVisible();
    }
    await expect(admin.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/desk/api/v1/audit.csv",
    );
    await expectNoAxeViolations(admin);
    await shoot(admin)("desk-audit");
  });
});
