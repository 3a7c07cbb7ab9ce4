import { expect, test } from "@playwright/test";
import { auditFormTexts, auditPaths, auditRefusals, MIN_REDRAW_REASON } from "@portal/contract";
import { expectNoAxeViolations } from "./support/axe.ts";
import { deskSessionByApi } from "./support/desk.ts";
import { deskStaff, deskStaffLinks } from "./support/desk-staff.ts";

// The recertification audit at the desk, by keyboard: an admin draws a sample of the demo
// register's practitioners in the cycles in force today, draws it again for a reason, and is
// told in the form's summary what the service refuses; a registrar reads the audit and a sampled
// practitioner's evidence, with nothing to draw or send. The notices are not sent here: they
// would mail the sampled practitioners, whom the other specs' inboxes count (the service's
// tests send them; the portal's panel has its unit tests).

test("an admin draws a sample and draws it again; a registrar reads it", async ({
  page,
}, testInfo) => {
  const shoot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await deskSessionByApi(page, deskStaffLinks(testInfo).auditAdmin, deskStaff.auditAdmin);

  await page.goto("/desk/recertification");
  const audits = page.getByRole("link", { name: "Recertification audits" });
  await audits.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Recertification audits" })).toBeFocused();
  await expectNoAxeViolations(page);

  // A day no cycle covers: the service's refusal, in the form's summary.
  const draw = async (day: string | undefined, rate: string) => {
    await page.getByRole("button", { name: "Draw a sample" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Draw a sample" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(auditFormTexts.labels.onDay)).toBeFocused();
    if (day) {
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type(day);
    }
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(auditFormTexts.labels.ratePercent)).toBeFocused();
    await page.keyboard.type(rate);
    await page.keyboard.press("Enter");
  };
  await draw(undefined, "1");
  await expect(page).toHaveURL(/\/desk\/recertification\/audits\/\d+$/);
  const auditId = /(\d+)$/.exec(page.url())?.[1] ?? "";
  await expect(page.getByRole("status").filter({ hasText: auditFormTexts.drawn })).toBeVisible();
  const sample = page.getByRole("table", { name: "The sample", exact: true });
  await expect(sample.getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByText(/^Draw 1: the current sample$/)).toBeVisible();
  await expect(page.locator("code.desk-seed")).toHaveText(/^[0-9a-f]{32}$/);
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    auditPaths.csv(auditId),
  );
  await expectNoAxeViolations(page);
  await shoot("audit-drawn");

  // Draw again: a reason too short is told before anything is sent, then the redraw is kept.
  await page.getByRole("button", { name: "Draw again" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Draw the sample again" })).toBeFocused();
  await page.keyboard.press("Tab");
  const reason = page.getByLabel(auditFormTexts.labels.reason);
  await expect(reason).toBeFocused();
  await page.keyboard.type("x".repeat(MIN_REDRAW_REASON - 1));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Draw again" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText(auditRefusals.reasonTooShort);
  await expectNoAxeViolations(page);
  await reason.fill("The register import had not finished.");
  await page.getByRole("button", { name: "Draw again" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: auditFormTexts.redrawn })).toBeVisible();
  await expect(page.getByText(/^Draw 1: set aside$/)).toBeVisible();
  await expect(page.getByText(/^Draw 2: the current sample$/)).toBeVisible();
  await expect(page.getByText("The register import had not finished.")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot("audit-redrawn");

  await page.goto("/desk/recertification/audits");
  await draw("1/1/2000", "5");
  await expect(page.getByRole("alert")).toContainText(auditRefusals.noCycles);
  await expect(page).toHaveURL(/\/desk\/recertification\/audits$/);
  await expectNoAxeViolations(page);

  // The registrar reads the audit and a sampled practitioner's evidence, and may change nothing.
  await deskSessionByApi(page, deskStaffLinks(testInfo).auditRegistrar, deskStaff.auditRegistrar);
  await page.goto(`/desk/recertification/audits/${auditId}`);
  await expect(sample.getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send the notices" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Draw again" })).toHaveCount(0);
  const first = sample.getByRole("row").nth(1).getByRole("link");
  const name = (await first.textContent()) ?? "";
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `${name}'s evidence` })).toBeFocused();
  await expect(page.getByText("No activity is submitted yet.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Record the outcome" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot("audit-evidence");
});
