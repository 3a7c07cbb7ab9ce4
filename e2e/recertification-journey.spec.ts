import { expect, type Page, test } from "@playwright/test";
import {
  addDays,
  apiPaths,
  auditFormTexts,
  auditStatusNames,
  calendarDateAt,
  cpdAuditMessages,
} from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { expectNoAxeViolations } from "./support/axe.ts";
import { demoPractitioner, signIn } from "./support/demo.ts";
import { deskSessionByApi } from "./support/desk.ts";
import { deskStaff, deskStaffLinks } from "./support/desk-staff.ts";
import { countMessagesTo, nextMessageTo } from "./support/inbox.ts";

// The recertification audit from the draw to the outcome, on each database: an admin draws the
// cycles in force today from a seed that draws the demo practitioner among one practitioner of
// each profession (0.1 %: seven notices, not hundreds in the other specs' inboxes), and sends
// the notices; Aroha gets hers by e-mail, finds the audit on her dashboard and submits her CPD
// log as it stands; the registrar opens her evidence and records a remedial plan; Aroha sees it.
// By keyboard, with axe on every screen. Her log is the demo's (other specs add to it, so only
// the demo's activities are named here).

const SEED = "e2ea0d17c0ffee000000000000000166";
const DEMO_ACTIVITY = "Periodontal staging and grading study day";

const auditOf = (page: Page) => page.getByRole("region", { name: "Your recertification audit" });

async function press(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).focus();
  await page.keyboard.press("Enter");
}

test("a sampled practitioner submits her CPD log and sees the registrar's outcome", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const shoot = (target: Page, name: string) =>
    target.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const lettersBefore = countMessagesTo(testInfo, demoPractitioner.email);

  // The admin draws from the seed and sends the notices.
  await deskSessionByApi(page, deskStaffLinks(testInfo).journeyAdmin, deskStaff.journeyAdmin);
  await page.goto("/desk/recertification/audits");
  await press(page, "Draw a sample");
  await page.getByLabel(auditFormTexts.labels.ratePercent).fill("0.1");
  await page.getByLabel(auditFormTexts.labels.seed).fill(SEED);
  await page.getByLabel(auditFormTexts.labels.seed).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: auditFormTexts.drawn })).toBeVisible();
  const sample = page.getByRole("table", { name: "The sample", exact: true });
  await expect(sample.getByRole("row")).toHaveCount(8);
  await expect(sample.getByRole("link", { name: "Aroha Ngata" })).toBeVisible();
  await expect(page.locator("code.desk-seed")).toHaveText(SEED);
  await press(page, "Send the notices");
  await expect(
    page.getByRole("status").filter({ hasText: auditFormTexts.noticesSent }),
  ).toBeVisible();
  await expect(sample.getByRole("row", { name: /Aroha Ngata/ })).toContainText(
    auditStatusNames.awaiting,
  );
  await expectNoAxeViolations(page);
  const auditUrl = page.url();

  const notice = await nextMessageTo(
    testInfo,
    demoPractitioner.email,
    lettersBefore,
    /^Your recertification is selected for audit: evidence due /,
  );
  expect(notice.text).toContain("You have been selected at random for the audit");

  // Aroha submits her log from the dashboard.
  const aroha = await (await browser.newContext()).newPage();
  await signIn(aroha);
  const audit = auditOf(aroha);
  await expect(audit).toContainText("is sampled for audit. Submit the evidence of your CPD by");
  await expect(audit.getByRole("definition").filter({ hasText: DEMO_ACTIVITY })).toBeVisible();
  await expectNoAxeViolations(aroha);
  await shoot(aroha, "audit-awaiting");
  await press(aroha, "Submit my evidence");
  await expect(audit.getByRole("status")).toHaveText(cpdAuditMessages.submitted);
  await expect(audit).toContainText(`Status: ${auditStatusNames.submitted}.`);

  // The registrar reads her evidence and records a remedial plan.
  const desk = await (await browser.newContext()).newPage();
  await deskSessionByApi(
    desk,
    deskStaffLinks(testInfo).journeyRegistrar,
    deskStaff.journeyRegistrar,
  );
  await desk.goto(auditUrl);
  const her = desk.getByRole("table", { name: "The sample", exact: true }).getByRole("link", {
    name: "Aroha Ngata",
  });
  await her.focus();
  await desk.keyboard.press("Enter");
  await expect(desk.getByRole("definition").filter({ hasText: DEMO_ACTIVITY })).toBeVisible();
  await expectNoAxeViolations(desk);
  const outcome = desk.getByRole("group", { name: auditFormTexts.labels.outcome });
  await outcome.getByRole("radio", { name: auditStatusNames.remedial }).check();
  const config = await (await desk.request.get(apiPaths.config)).json();
  const due = addDays(calendarDateAt(new Date(), config.timeZone), 90);
  await desk
    .getByRole("textbox", { name: auditFormTexts.labels.remedialDue })
    .fill(toDisplayDate(due));
  const note = "Log two hours of medical emergency training by the date given.";
  await desk.getByRole("textbox", { name: auditFormTexts.labels.note }).fill(note);
  await press(desk, "Record the outcome");
  await expect(
    desk.getByRole("status").filter({ hasText: auditFormTexts.outcomeRecorded }),
  ).toBeVisible();
  await expectNoAxeViolations(desk);
  await shoot(desk, "audit-evidence-decided");

  // Aroha sees the outcome with the registrar's note.
  await aroha.reload();
  await expect(auditOf(aroha)).toContainText(`Status: ${auditStatusNames.remedial}.`);
  await expect(auditOf(aroha)).toContainText(note);
  await expectNoAxeViolations(aroha);
  await shoot(aroha, "audit-outcome");
});
