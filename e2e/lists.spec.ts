import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { demoUsers } from "../apps/registry/seed/demo-users.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserOnly } from "./support/browser-only.ts";
import { signIn } from "./support/demo.ts";

// SPEC §2 Dashboard, Sub-tiles and List screens, as the demo practitioner. Each test signs in
// and works on seeded rows it only reads, or on forms it creates itself (decision 003).

const main = (page: Page) => page.getByRole("main");
const section = (page: Page, name: "In progress" | "Completed") =>
  main(page).getByRole("region", { name });

/** The bytes the seed stored for one of the demo practitioner's files. */
function seededBytes(fileName: string): Buffer {
  const file = demoUsers[0]!.forms.flatMap((f) => f.files ?? []).find((f) => f.name === fileName);
  if (!file) throw new Error(`no seeded file ${fileName}`);
  return file.bytes;
}

/** The text of a downloaded PDF as a reader sees it (poppler's pdftotext), spaces collapsed. */
async function pdfTextOf(path: string): Promise<string> {
  const bytes = await readFile(path);
  return execFileSync("pdftotext", ["-", "-"], { input: bytes }).toString().replace(/\s+/g, " ");
}

/** What the demo practitioner's APC application PDF must show, and must not. */
function expectApcAsSeen(text: string) {
  for (const shown of ["Profession Dental hygienist", "Dental hygiene practice", "14/11/2024"]) {
    expect(text).toContain(shown);
  }
  // Codes are never printed, nor a question the answers hid (and what was typed into it).
  for (const hidden of ["dental_hygienist", "Details of the condition", "Draft answer"]) {
    expect(text).not.toContain(hidden);
  }
}

/** A relationship list opened from the sub-tile: a form in progress and one completed. */
async function expectRelationships(
  page: Page,
  list: { link: string; url: RegExp; inProgress: string; completed: string },
) {
  await main(page).getByRole("link", { name: list.link }).click();
  await expect(page).toHaveURL(list.url);
  await expect(
    section(page, "In progress").getByRole("link", { name: list.inProgress }),
  ).toBeVisible();
  await expect(section(page, "Completed").getByText(list.completed)).toBeVisible();
  await expectNoAxeViolations(page);
}

/** A dedicated list's completed columns, and what the row about Sione Taufa shows. */
async function expectCompleted(page: Page, columns: string[], sioneShows: string[]) {
  await expect(section(page, "Completed").getByRole("columnheader")).toHaveText(columns);
  const row = section(page, "Completed").getByRole("row", { name: /Sione Taufa/ });
  for (const text of sioneShows) await expect(row).toContainText(text);
}

test.describe("form lists", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("dashboard → sub-tile → every list, each accessible", browserOnly, async ({ page }) => {
    // The certificate's banner arrives after the tiles: checked once it is there, not mid-change.
    await expect(main(page).locator(".certificate-status")).toBeVisible();
    await expectNoAxeViolations(page);
    await main(page).getByRole("link", { name: "Recertification" }).click();
    await expect(page).toHaveURL(/\/sub\/recertification$/);
    await expect(
      main(page).getByRole("heading", { name: "Recertification", exact: true }),
    ).toBeVisible();
    await expect(main(page).getByRole("link", { name: "Find a volunteer peer" })).toHaveAttribute(
      "href",
      "/search_peer_volunteer",
    );
    await expectNoAxeViolations(page);

    await expectRelationships(page, {
      link: "Professional peer relationships",
      url: /\/forms\/manage_relationship$/,
      inProgress: "Sione Taufa",
      completed: "Mere Parata",
    });
    await page.goBack();
    await expectRelationships(page, {
      link: "Other professional relationships",
      url: /\/forms\/manage_other_relationships$/,
      inProgress: "Hannah Lee",
      completed: "Ana Folau",
    });

    const nav = page.getByRole("navigation", { name: "In this section:" });
    await nav.getByRole("link", { name: "Annual Practising Certificate" }).click();
    await expect(page).toHaveURL(/\/forms\/apc$/);
    await expect(section(page, "In progress").getByRole("columnheader")).toHaveText([
      "Form",
      "Date",
      "Form type",
      "Actions",
    ]);
    await expect(section(page, "Completed").getByText("12 Mar 2025")).toBeVisible();
    await expectNoAxeViolations(page);

    await nav.getByRole("link", { name: "Confirmation forms" }).click();
    await expect(page).toHaveURL(/\/forms\/view_confirmation_forms$/);
    await expectCompleted(
      page,
      ["Practitioner", "APC year", "Confirmation due date", "Confirmation status", "Files"],
      ["2025/2026", "31 Mar 2025", "Confirmed"],
    );
    await expect(
      section(page, "In progress").getByRole("link", { name: "Tama Wiremu" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await nav.getByRole("link", { name: "Annual declarations" }).click();
    await expect(page).toHaveURL(/\/forms\/view_annual_declarations$/);
    await expect(section(page, "In progress")).toHaveCount(0);
    await expectCompleted(
      page,
      ["Professional peer", "Confirmation date", "Declaration date", "Files"],
      ["18 Mar 2025", "20 Mar 2025"],
    );
    await expectNoAxeViolations(page);
  });

  test("starts a form of the single addable type and lands on it", async ({ page }) => {
    await page.goto("/forms/apc");
    await page.getByRole("button", { name: "Start new Annual Practising Certificate" }).click();
    await expect(page).toHaveURL(/\/form\/APC\/[^/]+$/);
    await expect(
      main(page).getByRole("heading", { level: 2, name: "Annual Practising Certificate" }),
    ).toBeVisible();
    await expect(
      page.getByText("A new Annual Practising Certificate form has been started."),
    ).toBeVisible();
  });

  test("starts a form through the Add form dialog and lands on it", async ({ page }) => {
    await page.goto("/forms/manage_other_relationships");
    await page.getByRole("button", { name: "Start new Other professional relationships" }).click();
    const dialog = page.getByRole("dialog", { name: "Start new Other professional relationships" });
    await expect(
      dialog.getByRole("button", { name: "Other professional relationship" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Mentoring relationship" }).click();
    await expect(page).toHaveURL(/\/form\/MENTORING-RELATIONSHIP\/[^/]+$/);
    await expect(
      main(page).getByRole("heading", { level: 2, name: "Mentoring relationship" }),
    ).toBeVisible();
  });

  test("resumes an in-progress form", async ({ page }) => {
    await page.goto("/forms/apc");
    await section(page, "In progress")
      .getByRole("link", { name: "APC application 2026/2027" })
      .click();
    await expect(page).toHaveURL(/\/form\/APC\/[^/]+/);
    await expect(
      main(page).getByRole("heading", { level: 2, name: "APC application 2026/2027" }),
    ).toBeVisible();
  });

  test("deletes a form after confirming", async ({ page }) => {
    // A form of its own, so the seeded ones stay for the other tests.
    await page.goto("/forms/manage_relationship");
    await page.getByRole("button", { name: "Start new Professional peer relationships" }).click();
    await expect(page).toHaveURL(/\/form\/PEER-RELATIONSHIP\/[^/]+$/);
    const token = page.url().split("/").pop()!;

    await page.goto("/forms/manage_relationship");
    const row = section(page, "In progress")
      .getByRole("row")
      .filter({ has: page.locator(`a[href$="/${token}"]`) });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /^Delete/ }).click();
    const dialog = page.getByRole("dialog", { name: "Delete form" });
    await expect(dialog).toContainText(
      /^Delete form.*Delete "Professional peer relationship" \(\d{1,2} [A-Z][a-z]{2} \d{4}\)\?/s,
    );
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await expectNoAxeViolations(page);

    // Cancel changes nothing.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(1);

    await row.getByRole("button", { name: /^Delete/ }).click();
    await page
      .getByRole("dialog", { name: "Delete form" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(
      page.getByText('"Professional peer relationship" has been deleted.'),
    ).toBeVisible();
    await expect(page.locator(`a[href$="/${token}"]`)).toHaveCount(0);
    // Still gone after a reload: the service removed it.
    await page.reload();
    await expect(
      section(page, "In progress").getByRole("link", { name: "Sione Taufa" }),
    ).toBeVisible();
    await expect(page.locator(`a[href$="/${token}"]`)).toHaveCount(0);
  });

  test("opens the Files dialog and downloads the stored bytes", async ({ page }) => {
    await page.goto("/forms/apc");
    await section(page, "Completed")
      .getByRole("button", { name: "Files of APC application 2025/2026" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Files of APC application 2025/2026" });
    const pdfName = "APC application 2025-2026.pdf";
    const receiptName = "Receipt INV-2025-004817.txt";
    await expect(dialog.getByRole("link", { name: pdfName })).toBeVisible();
    await expect(dialog.getByRole("listitem").filter({ hasText: receiptName })).toContainText(
      `${seededBytes(receiptName).length} B`,
    );
    await expectNoAxeViolations(page);

    const download = async (name: string) => {
      const [file] = await Promise.all([
        page.waitForEvent("download"),
        dialog.getByRole("link", { name }).click(),
      ]);
      expect(file.suggestedFilename()).toBe(name);
      return (await file.path())!;
    };
    expect((await readFile(await download(receiptName))).equals(seededBytes(receiptName))).toBe(
      true,
    );
    // The seeded PDF is a rendering of the form's answers, as the person saw them.
    expectApcAsSeen(await pdfTextOf(await download(pdfName)));
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(dialog).toHaveCount(0);

    // The Pdf button downloads the form's own PDF.
    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      section(page, "Completed")
        .getByRole("link", { name: "Pdf of APC application 2025/2026" })
        .click(),
    ]);
    expectApcAsSeen(await pdfTextOf((await pdf.path())!));
  });

  test("a stale session cannot download, and another user's file is not found", async ({
    page,
  }) => {
    await page.goto("/forms/apc");
    const href = await section(page, "Completed")
      .getByRole("link", { name: "Pdf of APC application 2025/2026" })
      .getAttribute("href");
    const [, fileId] = /\/file\/(\d+)\//.exec(href!)!;
    const stale = await page.request.get(`/registry/api/v1/file/${fileId}/${"A".repeat(43)}`);
    expect(stale.status()).toBe(401);
    expect(await stale.text()).toContain("<p>Login required to access this resource</p>");
    const missing = await page.request.get(href!.replace(`/file/${fileId}/`, "/file/2000000000/"));
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: "File not found." });
  });
});
