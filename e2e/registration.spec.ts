import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/demo.ts";
import { fillRequired, pdfUpload, smallPdf, smallPng } from "./support/forms.ts";

// SPEC §2 Register, §4 (save answers, repeating groups, dependent fields), §5 (file limits,
// the "No" rule): an applicant completes REGISTRATION from /register to a new account, and
// signs in with it.

const TOO_LARGE = "The total size of all selected files is too large. Please select up to 10 MB";
const NO_RULE_PAGE = 'Please provide an explanation or attachment for your "No" answer';
const NO_RULE_FIELD = "Please provide an explanation or attachment below";

function radioGroup(page: Page, label: string | RegExp): Locator {
  return page.getByRole("group", { name: label });
}

/**
 * Waits for the register screen of page `code`: its URL, and its first section (registration
 * has no page tabs, SPEC §2 Register).
 */
async function expectOnPage(page: Page, code: string, section: string) {
  await expect(page).toHaveURL(new RegExp(`/register/[^/]+/${code}$`));
  await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
}

/** Fills a qualification row's own fields, through its controls (its certificate apart). */
async function fillQualification(
  row: Locator,
  qualification: { name: string; institution: string; country: string; awarded: string },
) {
  await row.getByRole("textbox", { name: "Qualification", exact: true }).fill(qualification.name);
  await row.getByLabel("Awarding institution").fill(qualification.institution);
  await row.getByLabel("Country").selectOption(qualification.country);
  await row.getByLabel("Date awarded").fill(qualification.awarded);
}

test.describe("registration", () => {
  test("an applicant completes REGISTRATION from /register and logs in with the new account", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    const email = `applicant-${stamp}@example.org`;
    const password = "pohutukawa-summer-tide-7";
    const submit = page.getByRole("button", { name: "Submit", exact: true });
    const submissionFailed = page.getByRole("alert").filter({ hasText: "Submission Failed" });

    // Personal details -------------------------------------------------------------------
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Application for registration" })).toBeVisible();
    await expectOnFirstPage(page);
    await expect(page.getByRole("link", { name: "log in" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Title").selectOption("Ms");
    await page.getByLabel("First name").fill("Mere");
    await page.getByLabel("Surname").fill(`Tester ${stamp}`);
    await page.getByLabel("Date of birth").fill("04/07/1990");
    await radioGroup(page, /Gender/)
      .getByLabel("Female")
      .check();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Mobile phone").fill("021 555 0101");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await submit.click();

    // Contact address: the address finder fills the address fields --------------------
    await expectOnPage(page, "address", "Residential address");
    await expect(page.getByRole("link", { name: "log in" })).toBeVisible();
    const finder = page.getByRole("combobox", { name: "Find your address" });
    await finder.fill("Lambton");
    const suggestions = page.getByRole("listbox", { name: "Suggested addresses" });
    await expect(suggestions).toBeVisible();
    await expectNoAxeViolations(page);
    await suggestions.getByRole("option", { name: /1 Lambton Quay/ }).click();
    await expect(page.getByLabel("Street address")).toHaveValue("1 Lambton Quay");
    await expect(page.getByLabel("Town or city")).toHaveValue("Wellington");
    await expect(page.getByLabel("Postcode")).toHaveValue("6011");
    await submit.click();

    // Qualifications: upload limits, and a row the server refuses ----------------------
    await expectOnPage(page, "qualifications", "Your dental qualifications");
    await expectNoAxeViolations(page);
    const first = page.getByRole("group", { name: "Qualification 1" });
    await fillQualification(first, {
      name: "Bachelor of Oral Health",
      institution: "University of Otago",
      country: "NZ",
      awarded: "30/11/2015",
    });
    const certificate1 = first.getByLabel("Certified copy of the certificate");
    // Over maxFileSize (10,000,000 bytes): refused as soon as it is chosen.
    await certificate1.setInputFiles(
      pdfUpload(
        "scan-too-big.pdf",
        Buffer.concat([smallPdf(), Buffer.alloc(10_000_001 - smallPdf().length, 0x20)]),
      ),
    );
    await expect(first.getByText(TOO_LARGE, { exact: true })).toBeVisible();
    await expect(certificate1).toHaveAttribute("aria-invalid", "true");
    await first.getByRole("button", { name: "Remove scan-too-big.pdf" }).click();
    await expect(first.getByText(TOO_LARGE, { exact: true })).toHaveCount(0);
    await certificate1.setInputFiles(
      pdfUpload("bohs-certificate.pdf", smallPdf("Bachelor of Oral Health")),
    );
    await expect(first.getByRole("button", { name: "Remove bohs-certificate.pdf" })).toBeVisible();

    await page.getByRole("button", { name: "Add another qualification" }).click();
    const second = page.getByRole("group", { name: "Qualification 2" });
    await expect(second.getByRole("textbox", { name: "Qualification", exact: true })).toBeFocused();
    await fillQualification(second, {
      name: "Certificate in Radiography",
      institution: "Auckland University of Technology",
      country: "NZ",
      awarded: "15/06/2017",
    });
    // Claimed a PDF, but not one: only the service looks at the bytes (magic number).
    await second
      .getByLabel("Certified copy of the certificate")
      .setInputFiles(
        pdfUpload(
          "radiography.pdf",
          Buffer.from("This is a plain text file pretending to be a PDF.\n"),
        ),
      );
    await submit.click();
    await expect(submissionFailed).toBeVisible();
    const mismatch =
      '"radiography.pdf" is not really a PDF file: its content does not match its type.';
    // The service's error is on the second row's field, and only there.
    await expect(second.getByText(mismatch)).toBeVisible();
    await expect(second.getByLabel("Certified copy of the certificate")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(first.getByText(mismatch)).toHaveCount(0);
    await expect(first.getByLabel("Certified copy of the certificate")).not.toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page).toHaveURL(/\/qualifications$/);
    await expectNoAxeViolations(page);
    // A real PNG instead: accepted.
    await second.getByRole("button", { name: "Remove radiography.pdf" }).click();
    await second.getByLabel("Certified copy of the certificate").setInputFiles({
      name: "radiography.png",
      mimeType: "image/png",
      buffer: smallPng(),
    });
    await submit.click();

    // Scope of practice: the scopes load once a profession is chosen -------------------
    await expectOnPage(page, "scope", "Scope of practice applied for");
    await expectNoAxeViolations(page);
    const scope = page.getByRole("combobox", { name: "Scope of practice", exact: true });
    await expect(scope.locator("option")).toHaveCount(1); // only "Please select"
    await page.getByLabel("Profession").selectOption({ label: "Dental hygienist" });
    await expect(scope).toBeEnabled();
    await expect(scope.locator("option")).toHaveText([
      "Please select",
      "Dental hygiene practice",
      "Orthodontic auxiliary practice",
    ]);
    await scope.selectOption({ label: "Dental hygiene practice" });
    await radioGroup(page, /Have you been registered or practised outside New Zealand/)
      .getByLabel("Yes")
      .check();
    await submit.click();

    // Overseas registration: enabled by the Yes ------------------------------------------
    await expectOnPage(page, "overseas", "Registration with other authorities");
    await expectNoAxeViolations(page);
    const authority = page.getByRole("group", { name: "Authority 1" });
    await authority.getByLabel("Country").selectOption("AU");
    await authority.getByLabel("Registration authority").fill("Dental Board of Australia");
    await authority.getByLabel("Registered from").fill("01/02/2016");
    await page
      .getByLabel("Certificates of good standing")
      .setInputFiles(pdfUpload("good-standing.pdf", smallPdf("Good standing")));
    await submit.click();

    // Fitness to practise: the "No" rule --------------------------------------------------
    await expectOnPage(page, "fitness", "Fitness to practise");
    await expectNoAxeViolations(page);
    const convictions = radioGroup(page, /I have never been convicted of an offence/);
    await convictions.getByLabel("No").check();
    await radioGroup(page, /I have never been the subject of professional disciplinary/)
      .getByLabel("Yes")
      .check();
    await radioGroup(page, /I have no physical or mental health condition/)
      .getByLabel("Yes")
      .check();
    await expect(page.getByLabel("Details of each conviction")).toBeVisible();
    await submit.click();
    await expect(submissionFailed).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: NO_RULE_PAGE })).toBeVisible();
    await expect(convictions.getByText(NO_RULE_FIELD, { exact: true })).toBeVisible();
    // Only the "No" is flagged.
    await expect(page.getByText(NO_RULE_FIELD, { exact: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page
      .getByLabel("Details of each conviction")
      .fill("A careless-driving conviction in 2012; no other offences.");
    await submit.click();

    // Declaration: the page's own button label --------------------------------------------
    await expectOnPage(page, "declaration", "Declaration");
    await expect(page.getByRole("button", { name: "Submit application" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Submit application" }).click();
    // Required tick, checked before sending: on the field, and in the error summary.
    await expect(page.getByText("This field is required", { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole("alert", { name: "There is a problem" })
        .getByRole("link", { name: /^I make this declaration/ }),
    ).toBeVisible();
    await page.getByLabel("I make this declaration").check();
    await page.getByRole("button", { name: "Submit application" }).click();

    // The end page: no "log in" link, a way on to the login screen -------------------------
    await expectOnPage(page, "submitted", "Thank you");
    await expect(page.getByText("Your application has been received.")).toBeVisible();
    await expect(page.getByRole("link", { name: "log in" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: /Submit/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Continue to the login screen" }).click();
    await expect(page).toHaveURL(/\/login$/);

    // The new account signs in and finds its submitted application on its one tile.
    await signIn(page, { email, password, firstName: "Mere" }, "/login");
    await page.getByRole("main").getByRole("link", { name: "My registration application" }).click();
    await expect(page).toHaveURL(/\/forms\/registration_application$/);
    const completed = page.getByRole("main").getByRole("region", { name: "Completed" });
    await expect(
      completed.getByRole("row", { name: /Application for registration/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the e-mail of an existing account is refused on the personal details page", async ({
    page,
  }) => {
    await page.goto("/register?form=REGISTRATION");
    await expectOnFirstPage(page);
    await fillRequired(page, { email: "practitioner@example.org" });
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Submission Failed" })).toBeVisible();
    const taken = "An account with this e-mail address already exists. Please log in instead.";
    await expect(page.getByText(taken, { exact: true })).toBeVisible();
    // The error summary takes focus; its link leads to the field.
    const summary = page.getByRole("alert", { name: "There is a problem" });
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: `E-mail address – ${taken}` }).click();
    await expect(page.getByLabel("E-mail address")).toBeFocused();
  });
});

/** The first page of a new application: /register (no token yet), its first section. */
async function expectOnFirstPage(page: Page) {
  await expect(page.getByRole("heading", { name: "About you", exact: true })).toBeVisible();
}
