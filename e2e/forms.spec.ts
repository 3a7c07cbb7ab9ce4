/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { browserOnly } from "./support/browser-only.ts";
import { signIn } from "./support/demo.ts";
import {
  fillRequired,
  pageTab,
  pageTabs,
  sessionIdOf,
  startForm,
  submitButton,
} from "./support/forms.ts";
import { tabTo } from "./support/keyboard.ts";

// SPEC §2 Form screen and §4: the demo practitioner fills server-defined forms page by page.
// Every test starts its own forms (form_add) or uses a seeded in-progress form no other spec
// touches, so the specs stay independent.

interface PageSpec {
  code: string;
  name: string;
  /** The submit button's label on this page (SPEC §2: Save, Submit, Pay now, or the page's). */
  button: string;
  /**
   * A payment page populated with registered fields: it submits itself once on its first
   * visit (SPEC §4), sending the browser to the payment provider.
   */
  paysOnArrival?: boolean;
}

const annualDeclaration: PageSpec[] = [
  { code: "peer", name: "Professional peer", button: "Save" },
  { code: "declarations", name: "Declarations", button: "Save" },
  { code: "submit", name: "Submit", button: "Submit declaration" },
];
const peerRelationship: PageSpec[] = [
  { code: "peer", name: "Your peer", button: "Save" },
  { code: "relationship", name: "The relationship", button: "Save" },
  { code: "confirm", name: "Confirm", button: "Submit" },
];
const otherRelationship: PageSpec[] = [
  { code: "colleague", name: "Your colleague", button: "Save" },
  { code: "activities", name: "Activities", button: "Save" },
  { code: "confirm", name: "Confirm", button: "Save" },
];
// The complete page is an end page, reached only after the payment (not walked here).
const apc: PageSpec[] = [
  { code: "details", name: "Your details", button: "Save" },
  { code: "practice", name: "Places of practice", button: "Save" },
  { code: "recertification", name: "Recertification", button: "Save" },
  { code: "fitness", name: "Fitness to practise", button: "Save" },
  { code: "review", name: "Review and submit", button: "Submit" },
  { code: "invoice", name: "Payment", button: "Pay now", paysOnArrival: true },
];
const peerConfirmation: PageSpec[] = [
  { code: "practitioner", name: "Practitioner", button: "Save" },
  { code: "confirmation", name: "Confirmation", button: "Save" },
];

/** The values of the page's text-like controls, by id (what a reload must bring back). */
async function typedValues(page: Page): Promise<Record<string, string>> {
  return page.locator("form.page-form").evaluate((form) => {
    const out: Record<string, string> = {};
    for (const el of form.querySelectorAll<HTMLInputElement>(
      "input[type=text], input[type=email], textarea, select",
    )) {
      if (el.id && el.getClientRects().length > 0 && !el.disabled) out[el.id] = el.value;
    }
    return out;
  });
}

async function expectCurrentPage(page: Page, formType: string, spec: PageSpec) {
  // The first page may be shown at /form/{type}/{token} (no page code yet).
  await expect(page).toHaveURL(new RegExp(`/form/${formType}/[^/]+(/${spec.code})?$`));
  await expect(pageTab(page, spec.name)).toHaveAttribute("aria-current", "page");
  await expect(submitButton(page)).toHaveText(spec.button);
}

/** The token of the user's in-progress form of `formType` named `name` (from GET user). */
async function inProgressForm(page: Page, formType: string, name: string): Promise<string> {
  const response = await page.request.get("/web_portal/api/v1/user", {
    headers: { "Odoo-Session-Id": await sessionIdOf(page) },
  });
  interface Tile {
    formTypes: { id: string; forms: { formId: string; name: string }[] }[];
    subTiles?: Tile[];
  }
  const { tiles } = (await response.json()) as { tiles: Tile[] };
  const all = (list: Tile[]): Tile[] => list.flatMap((t) => [t, ...all(t.subTiles ?? [])]);
  const form = all(tiles)
    .flatMap((t) => t.formTypes)
    .filter((f) => f.id === formType)
    .flatMap((f) => f.forms)
    .find((f) => f.name === name);
  expect(form, `${formType} "${name}" in progress`).toBeTruthy();
  return form!.formId;
}

/**
 * Fills and saves a new form of `formType` page by page: the first tab is current and the
 * others cannot be opened yet, each page has its button label, a save ticks the page's tab
 * and moves on to the next page, and the saved values come back after a reload.
 */
async function pageByPage(page: Page, formType: string, pages: PageSpec[]) {
  await signIn(page);
  const token = await startForm(page, formType);
  await page.goto(`/form/${formType}/${token}`);
  await expectCurrentPage(page, formType, pages[0]!);
  for (const later of pages.slice(1)) {
    await expect(
      pageTabs(page).getByRole("link", { name: later.name, exact: true }),
    ).toHaveAttribute("aria-disabled", "true");
  }

  for (const [i, spec] of pages.entries()) {
    await expectCurrentPage(page, formType, spec);
    await fillRequired(page);
    const values = await typedValues(page);
    await submitButton(page).click();
    await expect(pageTabs(page).getByRole("link", { name: `${spec.name} (done)` })).toBeVisible();
    const next = pages[i + 1];
    if (!next) break;
    await expectCurrentPage(page, formType, next);
    await expect(page.getByRole("status").filter({ hasText: "Page saved." })).toBeVisible();

    // The values are the service's: reload, go back by the tab, find them there.
    await page.reload();
    await expectCurrentPage(page, formType, next);
    await pageTab(page, spec.name).click();
    await expectCurrentPage(page, formType, spec);
    await expect.poll(() => typedValues(page)).toEqual(values);
    await pageTab(page, next.name).click();
  }
  // Saving the last page submits the form.
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you. Your form has been submitted." }),
  ).toBeVisible();
}

/** Visits every page of the form in order, checking each with axe; saves to reach the next. */
async function axeEveryPage(page: Page, formType: string, token: string, pages: PageSpec[]) {
  await page.goto(`/form/${formType}/${token}/${pages[0]!.code}`);
  for (const [i, spec] of pages.entries()) {
    await expectCurrentPage(page, formType, spec);
    await expectNoAxeViolations(page);
    if (i === pages.length - 1) break;
    await fillRequired(page);
    await submitButton(page).click();
    if (pages[i + 1]?.paysOnArrival) {
      // The next page pays by itself on arrival; opened again, it waits for Pay now.
      await expect(page).toHaveURL(/\/odoo_payment\/api\/v1\/payment\?/);
      await page.goto(`/form/${formType}/${token}/${pages[i + 1]!.code}`);
      continue;
    }
    await expect(pageTabs(page).getByRole("link", { name: `${spec.name} (done)` })).toBeVisible();
  }
}

test.describe("server-defined forms", () => {
  test("ANNUAL-DECLARATION: fill and save page by page, ticks, labels, values kept", async ({
    page,
  }) => {
    await pageByPage(page, "ANNUAL-DECLARATION", annualDeclaration);
  });

  test("PEER-RELATIONSHIP: fill and save page by page, ticks, labels, values kept", async ({
    page,
  }) => {
    await pageByPage(page, "PEER-RELATIONSHIP", peerRelationship);
  });

  test("OTHER-RELATIONSHIP: fill and save page by page, with its rows", async ({ page }) => {
    await pageByPage(page, "OTHER-RELATIONSHIP", otherRelationship);
  });

  test("unsaved edits come back after a reload of the page; saving the page clears them", async ({
    page,
  }) => {
    await signIn(page);
    const token = await startForm(page, "PEER-RELATIONSHIP");
    await page.goto(`/form/PEER-RELATIONSHIP/${token}/peer`);
    const peerName = page.getByRole("textbox", { name: /Peer's name/ });
    await peerName.fill("Hemi Walker");
    // SPEC §3 persisted client state: edited fields under reduxPersist:, kept per form token.
    const storedEdits = () =>
      page.evaluate(() => localStorage.getItem("reduxPersist:editedFields"));
    await page.reload();
    await expect(peerName).toHaveValue("Hemi Walker");
    expect(await storedEdits()).toContain(token);
    expect(await storedEdits()).toContain("Hemi Walker");

    await fillRequired(page);
    await submitButton(page).click();
    await expect(pageTab(page, "Your peer")).toHaveAccessibleName("Your peer (done)");
    await expect.poll(storedEdits).not.toContain("Hemi Walker");
    // Back on the saved page: the service's value, nothing left over.
    await pageTab(page, "Your peer").click();
    await expect(peerName).toHaveValue("Hemi Walker");
    await page.reload();
    await expect(peerName).toHaveValue("Hemi Walker");
    expect(await storedEdits()).not.toContain(token);
  });

  test("a refused save shows the service's message on the field and Submission Failed", async ({
    page,
  }) => {
    await signIn(page);
    const token = await startForm(page, "PEER-RELATIONSHIP");
    await page.goto(`/form/PEER-RELATIONSHIP/${token}`);
    await fillRequired(page);
    await submitButton(page).click();
    await expectCurrentPage(page, "PEER-RELATIONSHIP", peerRelationship[1]!);
    await page.getByLabel("How often will you meet?").selectOption({ label: "Monthly" });
    const conflict = page.getByRole("group", { name: /My peer is not my employer/ });
    await conflict.getByLabel("No").check();
    await submitButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Submission Failed" })).toBeVisible();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: 'Please provide an explanation or attachment for your "No" answer' }),
    ).toBeVisible();
    await expect(
      conflict.getByText("Please provide an explanation or attachment below", { exact: true }),
    ).toBeVisible();
    await expect(pageTab(page, "The relationship")).toHaveAccessibleName("The relationship");
  });

  test("a page not open yet is an error announced, with focus on it and the way on", async ({
    page,
  }, testInfo) => {
    await signIn(page);
    const token = await startForm(page, "APC");
    await page.goto(`/form/APC/${token}`);
    await expectCurrentPage(page, "APC", apc[0]!);
    const title = await page.title();
    await page.goto(`/form/APC/${token}/recertification`);
    const alert = page.getByRole("alert", { name: "This page is not available yet" });
    await expect(alert).toContainText("complete the pages before it first");
    await expect(
      alert.getByRole("heading", { name: "This page is not available yet" }),
    ).toBeFocused();
    await expect(page).toHaveTitle(`Error: ${title}`);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("page-not-available.png") });
    await alert.getByRole("link", { name: "Continue where you left off" }).click();
    await expectCurrentPage(page, "APC", apc[0]!);
    await expect(page).toHaveTitle(title);
  });

  test(
    "axe-core passes on every page of APC, PEER-RELATIONSHIP, OTHER-RELATIONSHIP",
    browserOnly,
    async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page);
      for (const [formType, pages] of [
        ["APC", apc],
        ["PEER-RELATIONSHIP", peerRelationship],
        ["OTHER-RELATIONSHIP", otherRelationship],
      ] as const) {
        await axeEveryPage(page, formType, await startForm(page, formType), pages);
      }
    },
  );

  test(
    "axe-core passes on every page of PEER-CONFIRMATION (the seeded in-progress one)",
    browserOnly,
    async ({ page }) => {
      await signIn(page);
      const token = await inProgressForm(
        page,
        "PEER-CONFIRMATION",
        "Peer confirmation for Tama Wiremu",
      );
      await axeEveryPage(page, "PEER-CONFIRMATION", token, peerConfirmation);
    },
  );

  test("axe-core passes on every page of ANNUAL-DECLARATION", browserOnly, async ({ page }) => {
    await signIn(page);
    const token = await startForm(page, "ANNUAL-DECLARATION");
    await axeEveryPage(page, "ANNUAL-DECLARATION", token, annualDeclaration);
  });

  test("a page is filled and saved with the keyboard alone", browserOnly, async ({ page }) => {
    await signIn(page);
    const token = await startForm(page, "OTHER-RELATIONSHIP");
    await page.goto(`/form/OTHER-RELATIONSHIP/${token}`);
    await expectCurrentPage(page, "OTHER-RELATIONSHIP", otherRelationship[0]!);
    // From the top of the document, by Tab and typing only.
    await page.locator("body").evaluate((body) => (body as HTMLElement).focus());
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await tabTo(page, name);
    await page.keyboard.type("Hannah Keyboard");
    await page.keyboard.press("Tab");
    const profession = page.getByRole("combobox", { name: "Profession" });
    await expect(profession).toBeFocused();
    // Page Down moves five options on (SPEC §9): past the end lands on the last one.
    await page.keyboard.press("PageDown");
    await expect(profession).toHaveValue("other");
    await page.keyboard.press("Tab");
    const which = page.getByRole("textbox", { name: "Which profession?" });
    await expect(which).toBeFocused();
    await page.keyboard.type("Speech-language therapist");
    const start = page.getByRole("textbox", { name: "Start date" });
    await tabTo(page, start);
    await page.keyboard.type("01/02/2024");
    await tabTo(page, page.getByRole("button", { name: "Save" }));
    await page.keyboard.press("Enter");
    await expectCurrentPage(page, "OTHER-RELATIONSHIP", otherRelationship[1]!);
    await expect(pageTab(page, "Your colleague")).toHaveAccessibleName("Your colleague (done)");
    await page.reload();
    await pageTab(page, "Your colleague").click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
      "Hannah Keyboard",
    );
    await expect(page.getByRole("textbox", { name: "Start date" })).toHaveValue("01/02/2024");
    await expect(page.getByRole("combobox", { name: "Profession" })).toHaveValue("other");
  });
});
