import { expect, type Page, test } from "@playwright/test";
import { peerItemMessages, peerRequestMessages } from "@portal/contract";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/demo.ts";
import { deskSessionByApi } from "./support/desk.ts";
import { deskStaff, deskStaffLinks } from "./support/desk-staff.ts";

// Professional peers in the demo: three practitioners named Aroha as their peer (seed/peers-demo.ts,
// Ātaahua forty days ago). By keyboard, she confirms Sione and disputes Mere with a reason in one
// submit; a registrar finds the dispute, beside Ātaahua's unconfirmed relationship, on the desk's
// screen and resolves it with a note.

const groupOf = (page: Page, name: string) => page.getByRole("group", { name });

test("a peer confirms one practitioner and disputes another in one submit, and a registrar resolves the dispute", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const shoot = (name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

  await signIn(page);
  const notice = page.getByRole("note").filter({ hasText: "named you as their professional peer" });
  await expect(notice).toHaveText(/Confirm or dispute your peer requests/);
  const toScreen = notice.getByRole("link", { name: "Confirm or dispute your peer requests" });
  await toScreen.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/recertification\/peers$/);
  const heading = page.getByRole("heading", { name: "Practitioners who named you as their peer" });
  await expect(heading).toBeVisible();
  await expect(groupOf(page, "Sione Taufa")).toContainText("How often you meetQuarterly");
  await expect(groupOf(page, "Ātaahua Mīria Ngārimu-Tūhoro")).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot("peers-screen");

  // Sione: Space checks Confirm. Mere: an arrow moves her group's choice from Confirm to Dispute,
  // and Tab reaches the reason it asks for.
  const sioneConfirm = groupOf(page, "Sione Taufa").getByRole("radio", { name: "Confirm" });
  await sioneConfirm.focus();
  await page.keyboard.press("Space");
  await expect(sioneConfirm).toBeChecked();
  const mere = groupOf(page, "Mere Parata");
  await mere.getByRole("radio", { name: "Confirm" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(mere.getByRole("radio", { name: "Dispute" })).toBeChecked();
  // Sent without its reason first: the summary says so, and nothing is sent.
  await page.getByRole("button", { name: "Submit decisions" }).focus();
  await page.keyboard.press("Enter");
  const reasonNeeded = peerRequestMessages.reasonNeeded("Mere Parata");
  await expect(page.getByRole("alert")).toContainText(reasonNeeded);
  await expectNoAxeViolations(page);
  await shoot("peers-screen-reason-needed");
  await page.getByRole("link", { name: reasonNeeded }).focus();
  await page.keyboard.press("Enter");
  const reason = mere.getByRole("textbox", { name: "Why do you dispute it?" });
  await expect(reason).toBeFocused();
  await page.keyboard.type("We have never worked together; I do not know Mere.");
  await page.getByRole("button", { name: "Submit decisions" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(peerRequestMessages.saved(2));
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 400, height: 900 });
  await shoot("peers-screen-saved-400");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The decisions stay: the screen loaded again shows them.
  await page.reload();
  await expect(groupOf(page, "Sione Taufa").getByRole("radio", { name: "Confirm" })).toBeChecked();
  await expect(mere.getByRole("textbox", { name: "Why do you dispute it?" })).toHaveValue(
    "We have never worked together; I do not know Mere.",
  );

  // The registrar's desk.
  const links = deskStaffLinks(testInfo);
  await deskSessionByApi(page, links.peersRegistrar, deskStaff.peersRegistrar);
  await page.goto("/desk");
  const nav = page.getByRole("navigation", { name: "Desk" });
  await nav.getByRole("link", { name: "Peer relationships" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Peer relationships to look at" })).toBeFocused();
  const dispute = page.getByRole("listitem", { name: "Mere Parata named Aroha Ngata" });
  await expect(dispute).toContainText(peerItemMessages.kinds.disputed);
  await expect(dispute).toContainText("We have never worked together; I do not know Mere.");
  await expect(
    page.getByRole("listitem", { name: "Ātaahua Mīria Ngārimu-Tūhoro named Aroha Ngata" }),
  ).toContainText(peerItemMessages.kinds.unconfirmed);
  await expectNoAxeViolations(page);
  await shoot("desk-peer-items");

  await dispute.getByRole("textbox", { name: "Note on resolving" }).focus();
  await page.keyboard.type("Called Mere: she named the wrong Aroha and will correct her form.");
  await page.keyboard.press("Tab");
  await expect(dispute.getByRole("button", { name: /^Resolve/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(
    peerItemMessages.done("Mere Parata", "Aroha Ngata"),
  );
  await expect(page.getByRole("listitem", { name: "Mere Parata named Aroha Ngata" })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 400, height: 900 });
  await shoot("desk-peer-items-400");
});
