// The README's screenshots, taken from the running product so they stay current: the built
// portal served by the real service on fresh demo data (PGlite, captcha off), driven in
// Chromium the way a person uses it, each screen saved to docs/screenshots/. The PDF is the
// first page of a completed form's stored PDF, rasterised by poppler's pdftoppm.
//
//   npm run build && npm run screenshots
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { startPortalService } from "../bench/support/portal-service.ts";

const out = new URL("../docs/screenshots/", import.meta.url).pathname;
const demo = { email: "practitioner@example.org", password: "correct-horse-battery" };
const viewport = { width: 1280, height: 860 };

/** Saves what the page shows now as `name`.png. */
const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join(out, `${name}.png`), fullPage: false });

const dataDir = mkdtempSync(join(tmpdir(), "portal-screenshots-"));
let stop = () => {};
try {
  const service = await startPortalService({
    dataDir,
    startSeconds: 60,
    onSpawn(child) {
      stop = () => child.kill("SIGTERM");
    },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  });
  try {
    const context = await browser.newContext({ baseURL: service.base, viewport });
    const page = await context.newPage();

    await page.goto("/login");
    await page.getByLabel("Email").fill(demo.email);
    await page.getByLabel("Password").fill(demo.password);
    await shoot(page, "login");
    await page.getByRole("button", { name: "Log in" }).click();
    await page.getByRole("heading", { level: 1, name: /^Welcome / }).waitFor();
    await shoot(page, "dashboard");

    await page.goto("/forms/apc");
    await page.getByRole("heading", { name: "Completed" }).waitFor();
    await shoot(page, "list");

    const [pdf] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("link", { name: /^Pdf of / })
        .first()
        .click(),
    ]);
    const pdfPath = join(dataDir, "form.pdf");
    await pdf.saveAs(pdfPath);
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "80",
      "-f",
      "1",
      "-l",
      "1",
      "-singlefile",
      pdfPath,
      join(out, "pdf"),
    ]);

    await page.getByRole("table").first().getByRole("link").first().click();
    await page.getByRole("button", { name: "Save" }).waitFor();
    await shoot(page, "form");
    // Saved with its required answers missing: the error summary, focused, above the form.
    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { name: "There is a problem" }).waitFor();
    await shoot(page, "form-errors");

    await page.goto("/search_peer");
    await page.getByLabel("Surname").fill("Taufa");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("heading", { name: /practitioner\(s\) match/ }).waitFor();
    await shoot(page, "peer-search");
  } finally {
    await browser.close();
  }
} finally {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`Screenshots written to ${out}`);
