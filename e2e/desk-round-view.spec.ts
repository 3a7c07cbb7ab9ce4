import { expect, type Page, test } from "@playwright/test";
import {
  apiPaths,
  calendarDateAt,
  NOT_FILED_PAGE_SIZE,
  notFiledPageSchema,
  roundViewPaths,
  roundYearCode,
} from "@portal/contract";
import { nextPractisingYear } from "../apps/registry/seed/practising-year.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { demoPractitioner } from "./support/demo.ts";
import { deskSessionByApi } from "./support/desk.ts";
import { deskStaff, deskStaffLinks } from "./support/desk-staff.ts";
import { countMessagesTo, nextMessageTo } from "./support/inbox.ts";

// The renewal round the demo data opens, at the desk: a registrar opens the round's view, finds
// the demo practitioner (due to renew, not filed) in the not-filed list, sends her a reminder
// now, is told so in the live region, and the e-mail reaches her.

/** The page of the round's not-filed list that holds the registration number. */
async function pageListing(page: Page, yearCode: string, registrationNumber: string) {
  for (let n = 1; n <= 200; n++) {
    const query = `page=${n}&pageSize=${NOT_FILED_PAGE_SIZE}`;
    const res = await page.request.get(`${roundViewPaths.notFiled(yearCode)}?${query}`);
    expect(res.status()).toBe(200);
    const listed = notFiledPageSchema.parse(await res.json());
    if (listed.items.some((i) => i.registrationNumber === registrationNumber)) return n;
    if (n * listed.pageSize >= listed.total) break;
  }
  throw new Error(`${registrationNumber} is not in the not-filed list`);
}

test("a registrar reminds the demo practitioner from the round's view", async ({
  page,
}, testInfo) => {
  const config = await (await page.request.get(apiPaths.config)).json();
  const { year } = nextPractisingYear(calendarDateAt(new Date(), config.timeZone));
  const yearCode = roundYearCode(year);
  await deskSessionByApi(page, deskStaffLinks(testInfo).roundsRegistrar, deskStaff.roundsRegistrar);

  // Everyone on the demo register who holds this year's certificate must renew: her page of
  // the not-filed list, by surname, is found as a registrar would page to it.
  const onPage = await pageListing(page, yearCode, "10482");
  await page.goto(`${roundViewPaths.screen(yearCode)}?page=${onPage}`);
  await expect(page.getByRole("heading", { name: `Renewal round ${year}` })).toBeFocused();
  // The round counts the whole demo register's practising people, not only those with accounts.
  const summary = await (await page.request.get(roundViewPaths.summary(yearCode))).json();
  expect(summary.total).toBeGreaterThan(1_000);
  const counts = page.getByRole("table", { name: /must renew for/ });
  await expect(counts.getByRole("rowheader", { name: "All professions" })).toBeVisible();
  const list = page.getByRole("table", { name: "Not filed yet" });
  const aroha = list.getByRole("row", { name: /Aroha Ngata/ });
  await expect(aroha).toContainText("10482");
  await expect(aroha).toContainText(demoPractitioner.email);
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
    "href",
    roundViewPaths.notFiledCsv(yearCode),
  );
  await expectNoAxeViolations(page);

  const known = countMessagesTo(testInfo, demoPractitioner.email);
  await aroha.getByRole("button", { name: "Send a reminder now to Aroha Ngata" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Reminder sent" })).toHaveText(
    `Reminder sent to Aroha Ngata (${demoPractitioner.email}).`,
  );
  await expect(aroha).toContainText("Sent from the desk");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("desk-round-view.png"), fullPage: true });
  const renew = /^Renew your practising certificate by /;
  const mail = await nextMessageTo(testInfo, demoPractitioner.email, known, renew);
  expect(mail.subject).toMatch(renew);
});
