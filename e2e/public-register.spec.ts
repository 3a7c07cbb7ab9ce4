import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { apiPaths, calendarDateAt, certificateMessages } from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { practisingYearOf } from "../apps/registry/seed/practising-year.ts";
import { pdfQrText } from "../apps/registry/test/pdf-qr.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/demo.ts";
import { followRecord } from "./support/follow.ts";
import { tabTo } from "./support/keyboard.ts";

// The public register and the accessibility statement, for a visitor with no session: found
// from the sign-in page, searched by keyboard alone, each page at zero axe violations.

const results = (page: Page) => page.getByRole("list", { name: /match your search$/ });

test.describe("the public register, without signing in", () => {
  test("finds Aroha Ngata and a Pōmare by typing pomare, by keyboard, and opens her page", async ({
    page,
  }, testInfo) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Search the public register" }).click();
    await expect(page).toHaveURL(/\/public-register$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Search the public register" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // By keyboard alone: into the name box, type, Enter.
    const name = page.getByLabel("Name", { exact: true });
    await tabTo(page, name);
    await page.keyboard.type("aroha ngata");
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("heading", { name: "1 practitioner matches your search" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/public-register\?q=aroha\+ngata$/);
    const aroha = page.getByRole("link", { name: "Aroha Ngata" });
    await expect(aroha).toBeVisible();

    // Without the macron, any case.
    await name.fill("POMARE");
    await page.getByRole("button", { name: "Search" }).click();
    // The last search's heading and results stand until the new ones come: wait for those.
    await expect(page).toHaveURL(/\/public-register\?q=POMARE$/);
    await expect(results(page).getByRole("link").first()).toContainText(/Pōmare/i);
    await expect(page.getByRole("heading", { name: /practitioners? match/ })).toBeVisible();
    const names = await results(page).getByRole("link").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const found of names) expect(found).toMatch(/Pōmare/i);
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath("public-register-search.png"),
      fullPage: true,
    });

    // Back to Aroha Ngata, and her page by keyboard.
    await page.goBack();
    await expect(aroha).toBeVisible();
    await expect(name).toHaveValue("aroha ngata");
    await tabTo(page, aroha);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/public-register\/10482$/);
    await expect(page.getByRole("heading", { level: 2, name: "Aroha Ngata" })).toBeVisible();
    const details = page.getByRole("main");
    await expect(details).toContainText("Registration number10482");
    await expect(details).toContainText("ProfessionDental hygienist");
    await expect(details).toContainText("Dental Hygiene Practice – Registered, since 20/02/2012");
    // The demo register's certificates are the practising year's of the day it was made.
    const config = await (await page.request.get(apiPaths.config)).json();
    const year = practisingYearOf(calendarDateAt(new Date(), config.timeZone));
    await expect(details).toContainText(
      `Practising certificateCurrent, ${toDisplayDate(year.startsOn)} - ${toDisplayDate(year.endsOn)}`,
    );
    await expect(details).toContainText("Date first registered20/02/2012");
    // Nothing private: her e-mail, phone and workplace address stay off the public page.
    for (const detail of ["practitioner@example.org", "021 555 0142", "Hinemoa Street"]) {
      await expect(page.locator("body")).not.toContainText(detail);
    }
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath("public-register-practitioner.png"),
      fullPage: true,
    });
  });

  test("an unknown registration number says so; the statement is linked from the footer", async ({
    page,
  }) => {
    await page.goto("/public-register/99999999");
    await expect(
      page.getByText("No practitioner on the register has that registration number."),
    ).toBeVisible();

    await page.getByRole("contentinfo").getByRole("link", { name: "Accessibility" }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole("heading", { name: "Accessibility statement" })).toBeVisible();
    await expect(page.getByRole("table", { name: /WCAG 2\.2/ }).getByRole("row")).toHaveCount(56);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath("accessibility.png"), fullPage: true });
  });

  test("a certificate code that no certificate carries says so plainly, by keyboard", async ({
    page,
  }) => {
    await page.goto("/verify/AAAAaltered-code");
    await expect(
      page.getByRole("heading", { level: 2, name: "Check a practising certificate" }),
    ).toBeVisible();
    await expect(
      page.getByText("We could not find a practising certificate with this code."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const search = page.getByRole("main").getByRole("link", { name: "Search the public register" });
    await tabTo(page, search);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/public-register$/);
  });

  test("follows Aroha Ngata's record by e-mail and confirms from the e-mail", async ({
    page,
  }, testInfo) => {
    const email = `follower-${Date.now()}@example.test`;
    const mail = await followRecord(page, testInfo, "10482", email);
    expect(mail.subject).toBe("Confirm: follow Aroha Ngata on the public register");
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("follow-confirmed.png"), fullPage: true });
  });
});

test("the demo practitioner's certificate, downloaded from her dashboard, verifies from its QR code", async ({
  page,
}, testInfo) => {
  await signIn(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: certificateMessages.download }).click();
  const pdf = readFileSync(await (await downloading).path());
  // Read as a phone reads it: the page drawn, the code decoded.
  const link = pdfQrText(pdf);
  expect(link).toMatch(/\/verify\/[A-Za-z0-9_-]{32}$/);

  // A visitor's browser, no session: the link says whose certificate it is, and that it is current.
  const visitor = await (await page.context().browser()!.newContext()).newPage();
  await visitor.goto(link!);
  await expect(
    visitor.getByText("This is a genuine practising certificate, and it is current today."),
  ).toBeVisible();
  await expect(visitor.getByRole("main")).toContainText("Aroha Ngata");
  await expectNoAxeViolations(visitor);
  await visitor.screenshot({ path: testInfo.outputPath("verification.png"), fullPage: true });
});
