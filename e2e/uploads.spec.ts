import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolationsWhileBusy } from "./support/axe.ts";
import {
  fillAndSave,
  fillRequired,
  pageTabs,
  signInAndStartApc,
  smallPdf,
  submitButton,
} from "./support/forms.ts";

// A save that carries large files shows, file by file, how far each has
// gone. The browser's own network throttling (DevTools protocol) slows the upload so a person
// would see it; nothing in the portal or the service is stubbed.

/** A real PDF padded to `bytes` bytes with a comment after its header (the magic number). */
function pdfOfSize(bytes: number): Buffer {
  const pdf = smallPdf();
  const header = pdf.indexOf("\n") + 1;
  const padding = Buffer.from(`%${"x".repeat(bytes - pdf.length - 2)}\n`, "latin1");
  return Buffer.concat([pdf.subarray(0, header), padding, pdf.subarray(header)]);
}

/** Sends at most `bytesPerSecond` upstream; downloads are not slowed. Returns the undo. */
async function throttleUpload(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  // -1: no limit.
  const limitUpload = (uploadThroughput: number) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await cdp.send("Network.enable");
  await limitUpload(bytesPerSecond);
  return () => limitUpload(-1);
}

test("a save with large files shows each file's upload, then the files are kept", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // No transition on the bars, so axe can judge them while they move.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const token = await signInAndStartApc(page);
  // The pages before it, as a person fills them.
  await page.goto(`/form/APC/${token}/details`);
  await page.getByRole("textbox", { name: /Registration number/ }).fill("RN-E2E-5310");
  await fillAndSave(page, "Your details");
  await expect(page.getByRole("heading", { level: 2 })).toBeVisible();
  await fillAndSave(page, "Places of practice");
  await expect(page).toHaveURL(new RegExp(`/form/APC/${token}/recertification$`));
  await fillRequired(page);
  await page.getByLabel("Your CPD record").setInputFiles([
    { name: "cpd-log.pdf", mimeType: "application/pdf", buffer: pdfOfSize(1_200_000) },
    { name: "cpd-certificates.pdf", mimeType: "application/pdf", buffer: pdfOfSize(900_000) },
  ]);
  const files = page.locator(".chosen-files li");
  await expect(files).toHaveCount(2);
  await expect(files.nth(0)).toContainText("cpd-log.pdfapplication/pdf, 1200 kB");

  // 200 kB/s: each file stays in flight for seconds, longer than an axe scan takes on a busy
  // machine (at 400 kB/s the second file could finish while the first was being judged).
  const unthrottle = await throttleUpload(page, 200_000);
  await submitButton(page).click();
  const first = page.getByRole("progressbar", { name: "Upload of cpd-log.pdf" });
  const second = page.getByRole("progressbar", { name: "Upload of cpd-certificates.pdf" });
  // The first file goes out before the second: part-way through it, the second has not begun.
  await expect
    .poll(async () => Number(await first.getAttribute("aria-valuenow")))
    .toBeGreaterThan(0);
  await expect(second).toHaveAttribute("aria-valuenow", "0");
  await expect(files.nth(1)).toContainText("Uploading 0%");
  await expect(files.nth(0)).toContainText(/Uploading \d+%/);
  await expect(page.locator(".chosen-files")).toHaveAttribute("aria-live", "polite");
  await expectNoAxeViolationsWhileBusy(page, ".chosen-files");
  // Then the second file goes, the first is done (the whole body takes about 11 s).
  await expect(second).toHaveAttribute("aria-valuenow", /^[1-9]\d*$/, { timeout: 30_000 });
  await expect(files.nth(0)).toContainText("Uploaded");

  await expect(pageTabs(page).getByRole("link", { name: "Recertification (done)" })).toBeVisible({
    timeout: 30_000,
  });
  await unthrottle();
  await page.goto(`/form/APC/${token}/recertification`);
  await expect(files).toHaveCount(2);
  await expect(files.nth(0)).toContainText("cpd-log.pdf");
  await expect(files.nth(1)).toContainText("cpd-certificates.pdf");
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});
