// An admin sets the next renewal round at the desk and moves its deadline, by keyboard:
// the list, the form's own check of a figure left out, the saved round in the list. Then, the
// desk's other admin lists: the case stages, a stage added by keyboard and the list saved; and
// the recertification cycles, one added by keyboard and shown in the list.
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { firstDeskSignIn } from "./support/desk.ts";
import { deskStaff, deskStaffLinks } from "./support/desk-staff.ts";

/** Tabs to the box `label` (from where focus is) and types `text` over what it holds. */
async function typeInto(page: Page, label: string, text: string) {
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(label, { exact: true })).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

/** Moves focus to `link` and follows it with Enter. */
async function follow(page: Page, name: string) {
  const link = page.getByRole("link", { name, exact: true });
  await link.focus();
  await page.keyboard.press("Enter");
}

test("an admin adds a renewal round and moves its deadline, then a case stage and a recertification cycle, by keyboard", async ({
  page,
}, testInfo) => {
  // Three of the admin's screens on one sign-in: longer than one journey's minute on a busy
  // machine, though about 30 s alone.
  test.setTimeout(120_000);
  const links = deskStaffLinks(testInfo);
  const saved = "The 2028/2029 round is saved.";
  // The sign-in's keyboard path is desk.spec.ts's; the rounds' screens are driven by keyboard.
  await firstDeskSignIn(page, links.roundsAdmin, deskStaff.roundsAdmin);
  await follow(page, "Renewal rounds");
  await expect(page.getByRole("heading", { name: "Renewal rounds" })).toBeFocused();
  await expect(page.getByRole("row", { name: /^2026\/2027/ })).toBeVisible();

  await follow(page, "New round");
  await expect(page.getByRole("heading", { name: "New renewal round" })).toBeFocused();
  const figures: [string, string][] = [
    ["Practising year", "2028/2029"],
    ["Period starts", "01/04/2028"],
    ["Period ends", "31/03/2029"],
    ["Renewal opens", "01/02/2028"],
    ["Deadline", "31/03/2028"],
    ["Grace period (days)", "14"],
    ["Fee (NZD, including GST)", "1210.50"],
  ];
  for (const [label, text] of figures) await typeInto(page, label, text);
  await page.keyboard.press("Enter");
  const missing = page.getByRole("link", { name: "Enter the late fee." });
  await expect(missing).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("desk-round-form.png"), fullPage: true });
  await missing.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Late fee (NZD)")).toBeFocused();
  await page.keyboard.type("150");
  await page.keyboard.press("Enter");

  await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();
  const added = page.getByRole("row", { name: /^2028\/2029/ });
  await expect(added.getByRole("cell")).toHaveText([
    "01/02/2028",
    "31/03/2028",
    "14/04/2028",
    "$1,210.50",
    "$150.00",
    "Change the 2028/2029 round",
  ]);

  await follow(page, "Change the 2028/2029 round");
  await expect(page.getByRole("heading", { name: "Change the 2028/2029 round" })).toBeFocused();
  await page.getByLabel("Renewal opens", { exact: true }).focus();
  await typeInto(page, "Deadline", "15/03/2028");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();
  await expect(added.getByRole("cell").nth(1)).toHaveText("15/03/2028");
  await expect(added.getByRole("cell").nth(2)).toHaveText("29/03/2028");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("desk-rounds.png"), fullPage: true });

  await follow(page, "Cases");
  await follow(page, "Case stages");
  await expect(page.getByRole("heading", { name: "Case stages" })).toBeFocused();
  await page.getByLabel("Name of the new stage").focus();
  await page.keyboard.type("Awaiting the practitioner");
  await page.keyboard.press("Enter");
  const stage = page.getByRole("group", { name: /^Stage 6 \(code awaiting_the_practitioner\)/ });
  // Focus is on the new stage's name, in the list's form: Enter saves the list.
  await expect(stage.getByLabel("Name")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("The case stages are saved.");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("desk-case-stages.png"), fullPage: true });

  await follow(page, "Recertification");
  await expect(page.getByRole("heading", { name: "Recertification cycles" })).toBeFocused();
  await follow(page, "Add a cycle");
  await expect(page.getByRole("heading", { name: "Add a recertification cycle" })).toBeFocused();
  await page.keyboard.press("Tab");
  for (let option = 0; option < 3; option += 1) await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Profession", { exact: true })).toHaveValue("Dental hygienist");
  await typeInto(page, "First day", "01/04/2040");
  await typeInto(page, "Length in years", "2");
  await expect(page.getByRole("status")).toHaveText("The cycle's last day is 31 March 2042.");
  await typeInto(page, "CPD hours in all", "40");
  await typeInto(page, "Clinical and scientific", "20");
  // The other categories stay empty (no minimum), and so do the peer contacts, at first.
  for (let box = 0; box < 5; box += 1) await page.keyboard.press("Tab");
  await expect(page.getByLabel("A professional development plan is required")).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add the cycle" })).toBeFocused();
  await page.keyboard.press("Enter");
  const noPeers = page.getByRole("link", {
    name: "Enter the peer contacts required (0 for none).",
  });
  await expect(noPeers).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("desk-cycle-form.png"), fullPage: true });
  await noPeers.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Contacts with a professional peer")).toBeFocused();
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");

  const cycleSaved = "Saved the dental hygienists' cycle of 1 April 2040 to 31 March 2042.";
  await expect(page.getByRole("status").filter({ hasText: cycleSaved })).toBeVisible();
  // The demo's hygienists' cycle is listed too: this one is the cycle of 2040.
  const cycle2040 = page
    .getByRole("row", { name: /^Dental hygienist/ })
    .filter({ hasText: "2040" });
  await expect(cycle2040.getByRole("cell")).toHaveText([
    "1 April 2040 to 31 March 2042",
    "2 years",
    "40",
    "Clinical and scientific: 20",
    "Yes",
    "2",
    "Change the dental hygienists' cycle of 1 April 2040 to 31 March 2042",
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("desk-cycles.png"), fullPage: true });
});
