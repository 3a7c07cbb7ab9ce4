import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoAxeViolationsWhileBusy } from "./support/axe.ts";
import {
  fillAndSave,
  fillRequired,
  pageTabs,
  sessionIdOf,
  signInAndStartApc,
  submitButton,
} from "./support/forms.ts";

// As the demo practitioner: an annual practising certificate is filled, rendered to
// its PDF on the review page (the progress watched), paid in the sandbox and completed; the
// PDF and the receipt download from the completed list. The invoice page, populated with its
// registered (hidden) field, submits itself once (SPEC §4): the sandbox appears without a
// click. A declined payment returns to the invoice page, which then waits for Pay now, with
// the form still payable. A payment URL without the intent the service signed into the
// invoice page is refused to a person. Each test starts its own form (decision 003).

const REGISTRATION_NUMBER = "RN-E2E-4821";
const main = (page: Page) => page.getByRole("main");

interface Held {
  /** Lets the held answers through, now and from then on. */
  release(): void;
  /** How many matching requests the browser has sent so far. */
  count(): number;
}

/**
 * Holds the answers to `method` requests for `url` until released, counting them: the call
 * reaches the service at once; only its answer is held back, so a busy view can be seen.
 */
async function holdAnswers(page: Page, url: string, method: string): Promise<Held> {
  let sent = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    sent += 1;
    const response = await route.fetch();
    await held;
    return route.fulfill({ response });
  });
  return { release, count: () => sent };
}

const sandboxHeading = (page: Page) =>
  page.getByRole("heading", { name: "Sandbox payment — no real money moves" });

/**
 * Fills every page of a new APC up to the invoice page, watching the review page render,
 * then sees the invoice page submit itself (its button busy, no click) and the browser reach
 * the sandbox. Answers the counter of the invoice page's saves.
 */
async function fillApcToSandbox(page: Page, token: string, options: { axe: boolean }) {
  await page.goto(`/form/APC/${token}/details`);
  await page.getByRole("textbox", { name: /Registration number/ }).fill(REGISTRATION_NUMBER);
  await fillAndSave(page, "Your details");
  for (const name of ["Places of practice", "Recertification", "Fitness to practise"]) {
    await expect(page.getByRole("heading", { level: 2 })).toBeVisible();
    await fillAndSave(page, name);
  }
  await expect(pageTabs(page).getByRole("link", { name: "Review and submit" })).toBeVisible();
  await expect(submitButton(page)).toHaveText("Submit");
  await fillRequired(page);

  // Hold the render answer so the progress view can be seen (and checked) before it answers,
  // and the invoice page's save so its own submission can be seen on its button.
  const render = await holdAnswers(page, "**/registry/api/v1/render", "POST");
  const invoiceSaves = await holdAnswers(
    page,
    `**/registry/api/v1/form/APC/${token}/invoice`,
    "POST",
  );
  await submitButton(page).click();
  const progress = page.getByRole("progressbar", { name: /Saving form\.\.\./ });
  await expect(page.getByText("Saving form... (Sending to server)")).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", /\d+/);
  await expect(submitButton(page)).toHaveText("Submitting...");
  if (options.axe) await expectNoAxeViolationsWhileBusy(page);
  render.release();
  await expect(progress).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/form/APC/${token}/invoice$`));

  // Nobody clicks: the page, populated with its registered field, submits itself once.
  await expect(submitButton(page)).toHaveText("Redirecting...");
  await expect(submitButton(page)).toBeDisabled();
  // The button turns busy before the browser's request reaches the route handler that counts.
  await expect.poll(() => invoiceSaves.count()).toBe(1);
  invoiceSaves.release();
  await expect(page).toHaveURL(/\/odoo_payment\/api\/v1\/payment\?/);
  await expect(sandboxHeading(page)).toBeVisible();
  expect(invoiceSaves.count()).toBe(1);
  return invoiceSaves;
}

interface Attachment {
  id: number;
  name: string;
  type: string;
}

/** This form's attachments in the completed list (from the signed-in user's tiles). */
async function attachmentsOf(page: Page, token: string): Promise<Attachment[]> {
  const sessionId = await sessionIdOf(page);
  const res = await page.request.get("/web_portal/api/v1/user", {
    headers: { "Odoo-Session-Id": sessionId },
  });
  const found = JSON.stringify(await res.json());
  const match = new RegExp(`"formId":"${token}"[^}]*?"attachments":(\\[[^\\]]*\\])`).exec(found);
  if (!match) return [];
  return JSON.parse(match[1]!) as Attachment[];
}

const NOT_FROM_THE_PORTAL =
  "This payment was not started from the portal. Open your form in the portal and pay from its payment page.";

/** Goes to `url` and sees the 403 refusal a person can read, with nothing to pay on it. */
async function expectRefusalPage(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Payment refused" })).toBeVisible();
  await expect(page.getByText(NOT_FROM_THE_PORTAL)).toBeVisible();
  await expect(page.getByRole("button")).toHaveCount(0);
}

test.describe("process pages and payments", () => {
  test("a payment URL without the portal's intent shows a refusal, and the form stays as it was", async ({
    page,
  }) => {
    const token = await signInAndStartApc(page);
    const query = new URLSearchParams({
      amount: "1150",
      transactionId: String(Date.now()),
      returnUrl: `/form/APC/${token}/complete`,
      returnErrorUrl: `/form/APC/${token}/invoice`,
    });
    await expectRefusalPage(page, `/odoo_payment/api/v1/payment?${query}`);
    await expectNoAxeViolations(page);
    await page.goto(`/form/APC/${token}/details`);
    await expect(page.getByRole("textbox", { name: /Registration number/ })).toBeVisible();
  });

  test("fill, watch the render, pay (approve), complete, download the PDF and the receipt", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const token = await signInAndStartApc(page);
    await fillApcToSandbox(page, token, { axe: true });

    await expect(page.locator("#amount")).toHaveText("NZD 1,150.00");
    await expectNoAxeViolations(page);
    const paymentUrl = page.url();
    await page.getByRole("button", { name: "Approve payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/form/APC/${token}/complete$`));
    await expect(
      main(page).getByText("Your application for a practising certificate"),
    ).toBeVisible();

    // A replay of the payment URL charges nothing more.
    await page.goto(paymentUrl);
    await expect(page.getByText("This form has already been paid.")).toBeVisible();
    // Without the intent the service signed into the invoice page, not even that is told.
    const withoutIntent = new URL(paymentUrl);
    expect(withoutIntent.searchParams.get("intent")).toMatch(/\./);
    withoutIntent.searchParams.delete("intent");
    await expectRefusalPage(page, withoutIntent.href);

    await page.goto("/forms/apc");
    const completed = main(page).getByRole("region", { name: "Completed" });
    const attachments = await attachmentsOf(page, token);
    const pdf = attachments.find((a) => a.type === "form")!;
    const receipt = attachments.find((a) => a.type === "invoice")!;
    expect(pdf.name).toMatch(/ - APC\.pdf$/);
    expect(receipt.name).toMatch(/^Receipt - \d+\.pdf$/);
    const row = completed
      .locator("tr")
      .filter({ has: page.locator(`a[href*="/file/${pdf.id}/"]`) });

    const [pdfDownload] = await Promise.all([
      page.waitForEvent("download"),
      row.getByRole("link", { name: /^Pdf of / }).click(),
    ]);
    const pdfText = execFileSync("pdftotext", ["-", "-"], {
      input: await readFile((await pdfDownload.path())!),
    }).toString();
    expect(pdfText).toContain(REGISTRATION_NUMBER);
    expect(pdfText).toContain("E2E answer");
    expect(pdfText).toContain("Review your application");
    // As the person saw it: the options' labels (the endpoint's lists too), dates DD/MM/YYYY,
    // and no question the answers hid (Yes to every fitness question hides the details).
    const printed = pdfText.replace(/\s+/g, " ");
    for (const shown of ["Profession Dentist", "General dental practice", "Employee"]) {
      expect(printed).toContain(shown);
    }
    expect(printed).toContain("15/03/2020");
    for (const hidden of [
      "general_dental",
      "employee",
      "2020-03-15",
      "Details of each conviction",
    ]) {
      expect(printed).not.toContain(hidden);
    }

    await row.getByRole("button", { name: /^Files of / }).click();
    const dialog = page.getByRole("dialog", { name: /^Files of / });
    const [receiptDownload] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("link", { name: receipt.name }).click(),
    ]);
    expect(receiptDownload.suggestedFilename()).toBe(receipt.name);
    const receiptText = execFileSync("pdftotext", ["-", "-"], {
      input: await readFile((await receiptDownload.path())!),
    }).toString();
    expect(receiptText).toContain("Tax receipt");
    expect(receiptText).toContain("NZD 1,150.00");
    // The receipt and the list date the payment on the same (the regulator's) calendar day.
    const listed = (await row.locator("td").nth(0).textContent())!.trim();
    const [day, month, year] = receiptText.match(/Date\s+(\d{2})\/(\d{2})\/(\d{4})/)!.slice(1);
    const monthName = "JanFebMarAprMayJunJulAugSepOctNovDec".substr((Number(month) - 1) * 3, 3);
    expect(listed).toBe(`${Number(day)} ${monthName} ${year}`);
  });

  test("a declined payment lands on the invoice page and the form stays payable", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const token = await signInAndStartApc(page);
    const invoiceSaves = await fillApcToSandbox(page, token, { axe: false });

    await page.getByRole("button", { name: "Decline payment" }).click();
    await expect(page).toHaveURL(new RegExp(`/form/APC/${token}/invoice$`));
    await expect(submitButton(page)).toHaveText("Pay now");
    await expect(submitButton(page)).toBeEnabled();
    // Back on the page it submitted once: once every call of the load has answered, it has
    // not submitted itself again – no second save, still here, still Pay now.
    await page.waitForLoadState("networkidle");
    expect(invoiceSaves.count()).toBe(1);
    await expect(page).toHaveURL(new RegExp(`/form/APC/${token}/invoice$`));
    await expect(submitButton(page)).toHaveText("Pay now");
    expect(await attachmentsOf(page, token)).toEqual([]);

    // Still payable: Pay now opens a fresh sandbox payment.
    await submitButton(page).click();
    await expect(sandboxHeading(page)).toBeVisible();
    expect(invoiceSaves.count()).toBe(2);
  });
});
