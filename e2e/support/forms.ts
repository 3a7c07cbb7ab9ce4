/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Helpers for the server-defined forms (SPEC §2 Form screen, Register): real files of the
// types the service accepts, starting a form of the signed-in user, and filling a page's
// required fields the way a person would (through the controls, never through the store).
import { expect, type Locator, type Page } from "@playwright/test";
import { signIn } from "./demo.ts";

/** An upload offered as a PDF; its bytes need not be one (only the service looks at them). */
export const pdfUpload = (name: string, buffer: Buffer) => ({
  name,
  mimeType: "application/pdf",
  buffer,
});

/** A minimal but real PDF document (the service checks the %PDF- magic number). */
export function smallPdf(text = "Certified copy"): Buffer {
  const body = [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj",
    `% ${text}`,
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n");
  return Buffer.from(body, "latin1");
}

/** A real 1×1 PNG image. */
export function smallPng(): Buffer {
  return Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
}

/** The session id the portal keeps (localStorage `reduxPersist:user`). */
export async function sessionIdOf(page: Page): Promise<string> {
  const persisted = await page.evaluate(() => localStorage.getItem("reduxPersist:user"));
  if (!persisted) throw new Error("no persisted user: sign in first");
  const state = JSON.parse(persisted) as Record<string, unknown>;
  let id = state.sessionId;
  // redux-persist may keep each key as its own JSON text.
  if (typeof id === "string" && id.startsWith('"')) id = JSON.parse(id);
  if (typeof id !== "string" || id === "") throw new Error(`no session id in ${persisted}`);
  return id;
}

/**
 * Starts a new form of `formType` for the signed-in user (GET form_add with the portal's
 * session) and answers its token. Fails with the service's message when the type is not
 * addable for the user.
 */
export async function startForm(page: Page, formType: string): Promise<string> {
  const sessionId = await sessionIdOf(page);
  const response = await page.request.get(`/registry/api/v1/form_add/${formType}`, {
    headers: { "Odoo-Session-Id": sessionId },
  });
  const body = (await response.json()) as { message?: string; form?: { formToken?: string } };
  expect(body.form?.formToken, `form_add/${formType}: ${body.message}`).toBeTruthy();
  return body.form!.formToken!;
}

/** Signs the demo practitioner in and starts a new APC for them: its token. */
export async function signInAndStartApc(page: Page): Promise<string> {
  await signIn(page);
  return startForm(page, "APC");
}

/** The tabs of the form's pages. */
export function pageTabs(page: Page): Locator {
  return page.getByRole("navigation", { name: "Form pages" });
}

/** The tab of one page, done or not. */
export function pageTab(page: Page, name: string): Locator {
  return pageTabs(page).getByRole("link", {
    name: new RegExp(`^${escapeRegExp(name)}( \\(done\\))?$`),
  });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface ControlInfo {
  id: string;
  tag: string;
  type: string;
  inputMode: string;
  name: string;
  value: string;
  checked: boolean;
  placeholder: string;
}

/** The visible, enabled, required controls of the page form that need an answer. */
async function requiredControls(page: Page): Promise<ControlInfo[]> {
  return page.locator("form.page-form").evaluate((form) => {
    const out: ControlInfo[] = [];
    for (const el of form.querySelectorAll<HTMLInputElement>("input, select, textarea")) {
      if (el.type === "hidden" || !el.required) continue;
      if (el.getClientRects().length === 0 && el.type !== "file") continue;
      if (el.type === "file" && el.closest("[hidden], .d-none")) continue;
      out.push({
        id: el.id,
        tag: el.tagName.toLowerCase(),
        type: el.type,
        inputMode: el.inputMode,
        name: el.name,
        value: el.value,
        checked: el.checked,
        placeholder: el.placeholder,
      });
    }
    // Multiple choice (select_multi): a fieldset of check boxes whose legend says "(required)".
    for (const set of form.querySelectorAll<HTMLFieldSetElement>("fieldset.field-group-frame")) {
      if (!set.querySelector("legend")?.textContent?.includes("(required)")) continue;
      const boxes = [...set.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
      const first = boxes.find((b) => !b.disabled && b.getClientRects().length > 0);
      if (!first) {
        // A group of other controls (radio buttons) is filled above.
        if (set.querySelector("input:enabled")) continue;
        // Its options are not there yet (they load once the fields it depends on have values).
        out.push({
          id: set.id,
          tag: "fieldset",
          type: "checkbox-group-pending",
          inputMode: "",
          name: "",
          value: "",
          checked: false,
          placeholder: "",
        });
        continue;
      }
      out.push({
        id: first.id,
        tag: "input",
        type: "checkbox-group",
        inputMode: "",
        name: first.name,
        value: "",
        checked: boxes.some((b) => b.checked),
        placeholder: "",
      });
    }
    return out;
  });
}

export interface FillOptions {
  /** The value of e-mail fields (a unique one per run, for registration). */
  email?: string;
  /** The value of password fields. */
  password?: string;
  /** Value for a radio group: the option value to pick (default "1", Yes, else the first). */
  radioValue?: string;
}

/**
 * Answers every visible, required, still empty control of the current page: text "E2E
 * answer", dates 15/03/2020, numbers 4, the first option of selects (waiting for option lists
 * and dependent lists to load), Yes (1) on radio groups, ticks, and a small PDF on uploads.
 * Repeats while new required fields appear (visibility rules).
 */
export async function fillRequired(page: Page, options: FillOptions = {}): Promise<void> {
  // A saved page stays on screen, busy, until the router shows the next one (after the
  // address has changed): fill the page the person is on, not the one on its way out.
  await expect(page.locator("form.page-form[aria-busy]")).toHaveCount(0);
  for (let round = 0; round < 4; round += 1) {
    // Dependent options load after their parent changes (and may clear a stale choice):
    // read the controls only once those loads have come back, as a person would wait.
    await page.waitForLoadState("networkidle");
    const controls = await requiredControls(page);
    let changed = false;
    const pending: Locator[] = [];
    const radiosDone = new Set<string>();
    for (const c of controls) {
      const control = page.locator(`[id="${c.id}"]`);
      if (c.type === "radio") {
        if (radiosDone.has(c.name)) continue;
        radiosDone.add(c.name);
        const group = controls.filter((o) => o.type === "radio" && o.name === c.name);
        if (group.some((o) => o.checked)) continue;
        const wanted = group.find((o) => o.value === (options.radioValue ?? "1")) ?? group[0]!;
        await page.locator(`[id="${wanted.id}"]`).check();
        changed = true;
      } else if (c.type === "checkbox-group-pending") {
        pending.push(control);
      } else if (c.type === "checkbox" || c.type === "checkbox-group") {
        if (c.checked) continue;
        await control.check();
        changed = true;
      } else if (c.type === "file") {
        await control.setInputFiles({
          name: "supporting-document.pdf",
          mimeType: "application/pdf",
          buffer: smallPdf(),
        });
        changed = true;
      } else if (c.tag === "select") {
        if (c.value !== "") continue;
        await expect(control).toBeEnabled();
        await expect(control.locator("option:not([value=''])").first()).toBeAttached();
        const first = await control.locator("option:not([value=''])").first().getAttribute("value");
        await control.selectOption(first!);
        changed = true;
      } else if (c.value === "") {
        const value =
          c.type === "password"
            ? (options.password ?? "kauri-river-stone-lantern-88")
            : c.type === "email"
              ? (options.email ?? `e2e-${Date.now()}@example.org`)
              : c.placeholder === "DD/MM/YYYY" || /date/.test(c.name)
                ? "15/03/2020"
                : c.inputMode === "decimal"
                  ? "4"
                  : "E2E answer";
        await control.fill(value);
        changed = true;
      }
    }
    if (!changed && pending.length === 0) return;
    // Options that load once the fields they depend on have values: networkidle does not wait
    // for a load that has not started yet, so wait for them as a person would, then read again.
    if (!changed) {
      for (const group of pending) {
        await expect(group.locator("input[type=checkbox]:enabled").first()).toBeVisible();
      }
    }
  }
}

/** The page form's submit button. */
export function submitButton(page: Page): Locator {
  return page.locator("form.page-form").locator("button[type=submit]");
}

/**
 * Fills the current page, saves it with its submit button and waits until the page's tab is
 * ticked (the service answered done).
 */
export async function fillAndSave(
  page: Page,
  pageName: string,
  options: FillOptions = {},
): Promise<void> {
  await fillRequired(page, options);
  await submitButton(page).click();
  await expect(pageTabs(page).getByRole("link", { name: `${pageName} (done)` })).toBeVisible();
}
