import { expect, test } from "@playwright/test";
import { activationMessages } from "@portal/contract";
import { expectNoAxeViolations } from "./support/axe.ts";
import { linkIn, nextMessageTo } from "./support/inbox.ts";

// A round that reaches everyone (docs/decisions/051): the demo round's opening reminds Mere
// Parata, on the demo register with an e-mail but no portal account, with an activation link;
// she follows it from her inbox, chooses a password and lands signed in on her dashboard.

const mere = "mere.parata@example.org";

test("a practitioner without an account activates one from the round's reminder", async ({
  page,
}, testInfo) => {
  const mail = await nextMessageTo(testInfo, mere, 0);
  expect(mail.subject).toMatch(/^Renew your practising certificate by /);
  const link = linkIn(mail, "/activate#");

  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Activate your account" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Password", { exact: true }).fill("kōwhai-harbour-lantern-51");
  await page.getByLabel("Confirm password").fill("kōwhai-harbour-lantern-51");
  await page.getByRole("button", { name: "Activate account" }).click();

  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await expect(page.getByText(activationMessages.activated)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("activation.png"), fullPage: true });
});
