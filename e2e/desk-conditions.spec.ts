import { expect, type Page, test } from "@playwright/test";
import { apiPaths, calendarDateAt } from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { expectNoAxeViolations } from "./support/axe.ts";
import { deskSessionByApi } from "./support/desk.ts";
import { deskStaff, deskStaffLinks } from "./support/desk-staff.ts";

// A condition on practice, from the desk to the public register and off it again: a registrar
// opens Mere Parata's register record (a fixed person of the demo register no other spec
// changes), imposes a supervision condition, by mouse and keyboard, and sees it in her history;
// a visitor finds it on her public page and beside her search result; the registrar lifts it
// from today and the visitor's page no longer shows it in force. The condition ends lifted.

const PERSON = "31522";

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("a registrar imposes a condition, the public register shows it, and it is lifted", async ({
  page,
  browser,
}, testInfo) => {
  // A registrar's and a reader's journeys: 46 s of the default 60 s on a slow CI machine.
  test.setTimeout(120_000);
  const registrar = deskStaff.conditionsRegistrar;
  await deskSessionByApi(page, deskStaffLinks(testInfo).conditionsRegistrar, registrar);
  const config = await (await page.request.get(apiPaths.config)).json();
  const today = calendarDateAt(new Date(), config.timeZone);
  const starts = toDisplayDate(today);
  const ends = toDisplayDate(plusDays(today, 365));
  const review = toDisplayDate(plusDays(today, 182));
  const wording = "Practises only under the supervision of a registered dental hygienist.";
  const shoot = (on: Page, name: string) =>
    on.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  // A visitor of their own each time: the public answers may be cached for a minute.
  const visit = async (path: string) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const visitor = await context.newPage();
    await visitor.goto(path);
    return visitor;
  };

  // The registrar imposes it ------------------------------------------------------------
  await page.goto(`/desk/register/${PERSON}`);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(
    `Register record of Mere Parata (${PERSON})`,
  );
  const history = page.getByRole("table", { name: "History" });
  await expect(history).toBeVisible();
  const form = page.getByRole("form", { name: "Impose a condition" });
  await form.getByRole("button", { name: "Impose the condition" }).click();
  const summary = page.getByRole("alert", { name: "There is a problem" });
  await expect(summary).toBeFocused();
  await expectNoAxeViolations(page);
  await form.getByLabel("Type of condition").selectOption("Supervision");
  // By keyboard from here: the summary's link to the wording, then each box in turn.
  await summary.getByRole("link", { name: "Enter the condition's public wording." }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("Public wording")).toBeFocused();
  await page.keyboard.type(wording);
  for (const [label, text] of [
    ["Start date", starts],
    ["End date", ends],
    ["Review date", review],
    ["Decision", "PCC 2026/14"],
  ] as const) {
    await page.keyboard.press("Tab");
    await expect(form.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(text);
  }
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "The condition is imposed." }),
  ).toBeFocused();

  const condition = page.getByRole("listitem").filter({ hasText: wording });
  await expect(condition.getByRole("heading")).toHaveText("Supervision");
  await expect(condition).toContainText(
    `StatusIn forceStart date${starts}End date${ends}Review date${review}DecisionPCC 2026/14`,
  );
  const latest = history.getByRole("row").nth(1);
  await expect(latest.getByRole("rowheader")).toContainText(
    `Condition imposed – Supervision: ${wording}`,
  );
  await expect(latest.getByRole("cell").nth(0)).toHaveText(starts);
  await expect(latest.getByRole("cell").nth(1)).toHaveText(registrar);
  await expectNoAxeViolations(page);
  await shoot(page, "desk-register-history");

  // A visitor sees it on her page and beside her search result --------------------------
  const visitor = await visit(`/public-register/${PERSON}`);
  await expect(visitor.getByRole("heading", { level: 2, name: "Mere Parata" })).toBeVisible();
  const main = visitor.getByRole("main");
  await expect(main).toContainText(
    `Conditions on practiceSupervision${wording}From ${starts} until ${ends}; to be reviewed on ${review}`,
  );
  const events = visitor.getByRole("list", { name: "Register history" }).getByRole("listitem");
  await expect(events.first()).toContainText(
    `${starts}: Condition imposed – Supervision: ${wording}`,
  );
  await expectNoAxeViolations(visitor);
  await shoot(visitor, "public-register-condition");
  const search = await visit(`/public-register?registrationNumber=${PERSON}`);
  const result = search.getByRole("listitem").filter({ hasText: "Mere Parata" });
  await expect(result).toContainText("Conditions on practiceConditions apply");
  await expectNoAxeViolations(search);

  // The registrar lifts it from today ---------------------------------------------------
  await condition.getByRole("button", { name: "Lift" }).click();
  const lift = page.getByRole("form", { name: "Lift this condition" });
  await expect(lift.getByRole("heading", { name: "Lift this condition" })).toBeFocused();
  await expect(lift.getByLabel("Lifted from")).toHaveValue(starts);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(lift.getByLabel("Decision to lift")).toBeFocused();
  await page.keyboard.type("PCC 2026/31");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: `The condition is lifted from ${starts}.` }),
  ).toBeFocused();
  await expect(condition).toContainText(`StatusLifted on ${starts}`);
  await expect(condition.getByRole("button")).toHaveCount(0);
  await expect(latest.getByRole("rowheader")).toContainText(
    `Condition lifted – Supervision: ${wording}`,
  );

  // …and the public page no longer shows it in force, only in her history ----------------
  const after = await visit(`/public-register/${PERSON}`);
  await expect(after.getByRole("main")).toContainText("Conditions on practiceNone");
  const afterEvents = after.getByRole("list", { name: "Register history" }).getByRole("listitem");
  await expect(afterEvents.first()).toContainText(
    `${starts}: Condition lifted – Supervision: ${wording}`,
  );
  await expect(afterEvents.nth(1)).toContainText("Condition imposed – Supervision");
  await expect(after.getByRole("main")).not.toContainText("Conditions apply");
  await expectNoAxeViolations(after);
  await shoot(after, "public-register-condition-lifted");
});
