import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { openDatabase } from "../apps/registry/src/db/client.ts";
import { runMigrations } from "../apps/registry/src/db/migrate.ts";
import { runStaffAddCommand } from "../apps/registry/src/modules/staff/admin/add-command.ts";
import {
  freePort,
  type ServiceProcess,
  startServiceProcess,
} from "../apps/registry/test/service-process.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { firstDeskSignIn } from "./support/desk.ts";
import { fillRequired, submitButton } from "./support/forms.ts";
import { type Applicant, finishRegistration } from "./support/registration-flow.ts";

// A form changed while an application is in progress (decision 037). An applicant saves the
// first two pages of their registration; the operator ships a new version of the form – a new
// required question on the first page, a relabelled question, a question removed with its
// answers kept – and restarts the service on the same data. The applicant is told what changed
// and taken back to the page that needs them, finishes and submits; the registrar reads the
// submission on its new version and the removed answer as answered on version 1.

const REGISTRAR = "versions-registrar@desk.example.org";

/** The operator's edit of registration.yaml, with the drafts block the check asked for. */
function nextVersion(text: string): string {
  return `${text
    .replace(
      "              - { fieldName: surname, label: Surname, renderType: text, required: true }\n",
      "              - { fieldName: surname, label: Surname, renderType: text, required: true }\n" +
        "              - { fieldName: preferred_name, label: Preferred name, renderType: text, required: true }\n",
    )
    .replace(
      "              - { fieldName: address_line2, label: Address line 2, renderType: text }\n",
      "",
    )
    .replace(
      "{ fieldName: suburb, label: Suburb, renderType: text }",
      "{ fieldName: suburb, label: Suburb or locality, renderType: text }",
    )}drafts:\n  earlierVersions: move\n  removed: [address.address_line2]\n`;
}

test.describe("a form changed while an application is in progress", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-e2e-versions-"));
  const formsDir = join(dataDir, "forms");
  let port = 0;
  let service: ServiceProcess | undefined;
  const start = async () => {
    service = await startServiceProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      FORMS_DIR: formsDir,
    });
    return service.base;
  };
  const stop = async () => {
    service?.child.kill("SIGTERM");
    await service?.exited;
    service = undefined;
  };

  test.beforeAll(async () => {
    cpSync(resolve(import.meta.dirname, "../apps/registry/forms"), formsDir, { recursive: true });
    port = await freePort();
  });
  test.afterAll(async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("the applicant is told what changed and finishes; the desk reads both versions' answers", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The registrar, added by the operator's command before the service holds the database.
    const database = await openDatabase({ dataDir });
    await runMigrations(database);
    await database.close();
    let out = "";
    const added = await runStaffAddCommand(["--email", REGISTRAR, "--role", "registrar"], {
      env: { ...process.env, DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` },
      stdout: { write: (text: string) => (out += text) },
      stderr: { write: () => {} },
    });
    const link = out.match(/https?:\/\/\S+\/desk\/set-password#\S+/)?.[0];
    expect(added).toBe(0);

    // Version 1: the first two pages saved, "Address line 2" answered ------------------
    const base = await start();
    const applicant: Applicant = {
      email: `versions-${Date.now()}@example.org`,
      password: "rimu-valley-morning-31",
      secondInstitution: "AUT",
    };
    const page = await (await browser.newContext({ baseURL: base })).newPage();
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "About you", exact: true })).toBeVisible();
    await fillRequired(page, { email: applicant.email, password: applicant.password });
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/register\/[^/]+\/address$/);
    await fillRequired(page);
    await page.getByLabel("Address line 2").fill("Flat 2");
    await submitButton(page).click();
    await expect(page).toHaveURL(/\/register\/[^/]+\/qualifications$/);
    const formPath = new URL(page.url()).pathname.replace(/\/qualifications$/, "");

    // The operator ships version 2 and restarts on the same data ------------------------
    await stop();
    const file = join(formsDir, "registration.yaml");
    writeFileSync(file, nextVersion(readFileSync(file, "utf8")));
    await start();

    // The applicant comes back: the page that needs them, and what changed -------------
    await page.goto(formPath);
    await expect(page.getByRole("heading", { name: "About you", exact: true })).toBeVisible();
    const notice = page.getByRole("region", { name: "This form has changed since you started it" });
    await expect(notice.getByRole("listitem")).toHaveText([
      "Personal details: Preferred name (new question)",
      "Contact address: Suburb or locality (changed)",
    ]);
    const preferred = page.getByRole("textbox", { name: "Preferred name" });
    await expect(preferred).toHaveValue("");
    // Nothing typed was lost: the first page's answers are still there.
    await expect(page.getByRole("textbox", { name: "E-mail address" })).toHaveValue(
      applicant.email,
    );
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("moved-draft-notice.png"), fullPage: true });
    await preferred.fill("Mere");
    // The password is kept only as its hash: the page asks for it again, as on any return to it.
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(applicant.password);
    await page
      .getByRole("textbox", { name: "Confirm password", exact: true })
      .fill(applicant.password);
    await submitButton(page).click();
    await expect(page.getByRole("textbox", { name: "Suburb or locality" })).toBeVisible();
    await expect(page.getByLabel("Address line 2")).toHaveCount(0);
    await submitButton(page).click();
    // finishRegistration reads the page it is on: let the address page be left first, or its
    // loop may press Save on the qualifications page before filling it.
    await expect(page).toHaveURL(/\/qualifications$/);
    await finishRegistration(page, applicant);

    // The registrar reads it: version 2, and the answer version 1 asked for -------------
    const desk = await (await browser.newContext({ baseURL: base })).newPage();
    await firstDeskSignIn(desk, link!, REGISTRAR);
    const row = desk.getByRole("row").filter({ hasText: applicant.email });
    await row.getByRole("button", { name: /^Claim Application for registration of / }).click();
    await expect(desk.getByText("Answered on version 2 of the form.")).toBeVisible();
    await expect(desk.getByRole("row").filter({ hasText: "Preferred name" })).toContainText("Mere");
    const earlier = desk.getByRole("table", { name: "Answers to questions no longer asked" });
    await expect(earlier.getByRole("row").nth(1)).toHaveText(
      "Address line 2Contact addressFlat 2version 1",
    );
    await expectNoAxeViolations(desk);
    await desk.screenshot({
      path: testInfo.outputPath("desk-earlier-answers.png"),
      fullPage: true,
    });
  });
});
