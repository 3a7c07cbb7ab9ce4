import { expect, type Page, test } from "@playwright/test";
import {
  cpdProgressPath,
  cpdProgressSchema,
  deskPaths,
  recertProgressTexts,
  reviewQueueSchema,
  submissionFlagTexts,
} from "@portal/contract";
import { expectNoAxeViolations } from "./support/axe.ts";
import { firstDeskSignIn } from "./support/desk.ts";
import { deskStaff, deskStaffLinks } from "./support/desk-staff.ts";
import {
  fillAndSave,
  fillRequired,
  sessionIdOf,
  signInAndStartApc,
  submitButton,
} from "./support/forms.ts";

// The APC's recertification page follows from the CPD log: the demo practitioner's page shows
// her cycle as her log counts it (read-only, the progress route's figures), she declares the
// requirements met although the log falls short, pays, and the registrar finds the submission
// flagged with the log's figures at that moment, in the queue and on the submission.

/** Her cycles as the progress route counts them now. */
async function progressOf(page: Page) {
  const res = await page.request.get(cpdProgressPath, {
    headers: { "Odoo-Session-Id": await sessionIdOf(page) },
  });
  return cpdProgressSchema.parse(await res.json());
}

test("the APC's recertification page shows the log's figures and a declaration it does not bear out is flagged", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const shoot = (target: Page, name: string) =>
    target.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const token = await signInAndStartApc(page);
  await page.goto(`/form/APC/${token}/details`);
  await page.getByRole("textbox", { name: /Registration number/ }).fill("RN-E2E-6510");
  await fillAndSave(page, "Your details");
  await expect(page.getByRole("heading", { level: 2 })).toBeVisible();
  await fillAndSave(page, "Places of practice");

  // Her cycle, as the progress route counts it (another spec may log an activity meanwhile:
  // the page and the route are read together until they agree).
  const form = page.locator("form.page-form");
  await expect(async () => {
    await page.reload();
    const [cycle] = (await progressOf(page)).cycles;
    const table = form.getByRole("table", { name: recertProgressTexts.caption(cycle!) });
    await expect(table.getByRole("row")).toHaveText(
      [
        recertProgressTexts.headers.join(""),
        ...cycle!.requirements.map(
          (r) =>
            `${r.label}${recertProgressTexts.amount(r.required, r.unit)}` +
            `${recertProgressTexts.amount(r.logged, r.unit)}` +
            `${r.logged >= r.required ? recertProgressTexts.met : recertProgressTexts.notYet}`,
        ),
      ],
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 20_000 });
  // Read-only: no control holds a figure; the questions are the declaration's.
  await expect(form.getByRole("spinbutton")).toHaveCount(0);
  await expect(
    form.getByRole("group", {
      name: /I have met the requirements of my recertification cycle shown above/,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, "apc-recertification-page");
  await page.setViewportSize({ width: 400, height: 900 });
  await shoot(page, "apc-recertification-page-400");
  await page.setViewportSize({ width: 1280, height: 900 });

  // She declares met (Yes), ticks the log as complete and true, and goes on to pay.
  await fillAndSave(page, "Recertification");
  await fillAndSave(page, "Fitness to practise");
  await expect(submitButton(page)).toHaveText("Submit");
  await fillRequired(page);
  await submitButton(page).click();
  await expect(
    page.getByRole("heading", { name: "Sandbox payment — no real money moves" }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page).toHaveURL(new RegExp(`/form/APC/${token}/complete$`));
  await expect(
    page.getByRole("main").getByText("Your application for a practising certificate"),
  ).toBeVisible();
  const formId = (
    (await (
      await page.request.get(`/registry/api/v1/form/APC/${token}`, {
        headers: { "Odoo-Session-Id": await sessionIdOf(page) },
      })
    ).json()) as { form: { id: number } }
  ).form.id;

  // The registrar: the queue marks it, the submission shows the flag first.
  const desk = await (await browser.newContext()).newPage();
  const links = deskStaffLinks(testInfo);
  await firstDeskSignIn(desk, links.declarationRegistrar, deskStaff.declarationRegistrar);
  await expect(desk.getByRole("heading", { name: "Queue" })).toBeFocused();
  const queue = reviewQueueSchema.parse(
    await (
      await desk.request.get(`${deskPaths.submissions}?formType=APC&status=awaiting&pageSize=200`)
    ).json(),
  );
  const listed = queue.items.find((i) => i.formId === formId);
  expect(listed?.flagged).toBe(true);
  await desk.goto(`/desk?formType=APC&page=${Math.floor(queue.items.indexOf(listed!) / 50) + 1}`);
  const link = desk.locator(`a[href="/desk/submissions/${listed!.id}"]`);
  await expect(link.locator("xpath=..")).toContainText(
    `Annual Practising Certificate${submissionFlagTexts.queueMarker}`,
  );
  await link.click();
  const flags = desk.getByRole("region", { name: submissionFlagTexts.heading });
  await expect(flags).toBeVisible();
  // Her demo log: 9.5 of 40 hours and 1 of 4 peer contacts, and more if another spec logged.
  await expect(flags.getByRole("listitem")).toHaveText(
    /^Recertification declaration: Declared met; the log shows [\d.]+ of 40 hours, clinical and scientific 6 of 20, .*peer contacts 1 of 4(, development plan not reviewed)? \(at submission, .+\)$/,
  );
  await expectNoAxeViolations(desk);
  await shoot(desk, "desk-submission-flag");
  await desk.setViewportSize({ width: 400, height: 900 });
  await shoot(desk, "desk-submission-flag-400");
});
