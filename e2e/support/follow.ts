// Following a practitioner's public record as a visitor does it: the form on the record's page,
// then the confirmation link of the e-mail the project's SMTP peer received.
import { expect, type Page, type TestInfo } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { expectNoAxeViolations } from "./axe.ts";
import { linkIn, nextMessageTo } from "./inbox.ts";

/** `email` follows the record of `registrationNumber`; answers the confirmation e-mail. */
export async function followRecord(
  page: Page,
  testInfo: TestInfo,
  registrationNumber: string,
  email: string,
): Promise<ParsedMail> {
  await page.goto(`/public-register/${registrationNumber}`);
  const follow = page.getByRole("form", { name: "Follow changes to this record" });
  await follow.getByLabel("Your e-mail address").fill(email);
  await follow.getByRole("button", { name: "Follow this record" }).click();
  await expect(follow.getByRole("status")).toContainText("we have sent it an e-mail");
  await expectNoAxeViolations(page);
  const mail = await nextMessageTo(testInfo, email, 0);
  await page.goto(linkIn(mail, "/public-register/follow/confirm#"));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "You are now following this record. Each e-mail about it has a link to stop.",
  );
  return mail;
}
