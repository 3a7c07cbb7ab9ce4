// One measured run of the form screen benchmark (plain inputs, the react-hook-form page, the
// form screen) and the cold loads whose scripts are weighed.
import type { chromium } from "@playwright/test";
import { keystrokes, pageSwitch } from "./form-screen-interactions.ts";
import { CODE, USER } from "./form-screen-service.ts";
import { FIELDS_PER_PAGE, PAGES, ROW_FIELDS, ROWS } from "./generated-form.ts";
import {
  firstIdle,
  firstIdleAfter,
  loadTimeline,
  observeEvents,
  type ScriptBytes,
  scriptsOfColdLoad,
} from "./page-timing.ts";
import { percentile } from "./percentile.ts";

export interface RunFigures {
  plainIdle: number;
  /** The react-hook-form page: the controls of the form's first page, and all of them. */
  rhfIdle: number;
  rhfAllIdle: number;
  formIdle: number;
  plainField: number;
  plainRow: number;
  formField: number;
  formRow: number;
  /** Every switch measured: pages 2–10 then page 1 (the 200 rows), twice. */
  switches: number[];
  /** Of those, the switches to page 1 and away from it. */
  toRows: number[];
  fromRows: number[];
  formMount: number;
  /** Where the form page's load spent its time (loadTimeline). */
  formTimeline: string;
}

export async function measureRun(
  base: string,
  plainUrl: string,
  rhfUrl: string,
  token: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
  chars: number,
): Promise<RunFigures> {
  // Baseline first.
  const plainContext = await browser.newContext();
  const plain = await plainContext.newPage();
  await plain.addInitScript(observeEvents);
  await plain.addInitScript(firstIdleAfter(`#p${PAGES * FIELDS_PER_PAGE - 1}`));
  await plain.goto(plainUrl);
  const plainIdle = await firstIdle(plain);
  const plainField = percentile(await keystrokes(plain, "#p0", chars), 95);
  const plainRow = percentile(await keystrokes(plain, "#r99_0", chars), 95);
  await plainContext.close();

  // The react-hook-form page, the controls of the form's first page, then all of them.
  const rhfFirstIdle = async (fields: number) => {
    const rhfContext = await browser.newContext();
    const rhf = await rhfContext.newPage();
    await rhf.addInitScript(firstIdleAfter(`[id="rhf:rows.${ROWS - 1}.r_f${ROW_FIELDS - 1}"]`));
    await rhf.goto(`${rhfUrl}?fields=${fields}`);
    const idle = await firstIdle(rhf);
    await rhfContext.close();
    return idle;
  };
  const rhfIdle = await rhfFirstIdle(FIELDS_PER_PAGE);
  const rhfAllIdle = await rhfFirstIdle(PAGES * FIELDS_PER_PAGE);

  // The form screen, signed in through the login screen.
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.addInitScript(observeEvents);
  await page.addInitScript(firstIdleAfter(`[id="field:rows:${ROWS - 1}:r_f${ROW_FIELDS - 1}"]`));
  await page.goto("/login");
  await page.getByLabel("Email").fill(USER.email);
  await page.getByLabel("Password").fill(USER.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByRole("heading", { level: 1, name: /Welcome/ }).waitFor();
  const mountStart = Date.now();
  await page.goto(`/form/${CODE}/${token}/page_0`);
  // Waited for in the page (firstIdleAfter), as for the react-hook-form page: Playwright's own
  // waiting for a role would walk the accessibility tree of 1,050 controls on the page's main
  // thread while it renders, and so slow down what is measured.
  const formIdle = await firstIdle(page);
  const formMount = Date.now() - mountStart;
  await page.getByRole("group", { name: `Row ${ROWS}` }).waitFor();
  const formTimeline = await loadTimeline(page);
  const formField = percentile(await keystrokes(page, '[id="field:p0_f0"]', chars), 95);
  const formRow = percentile(await keystrokes(page, '[id="field:rows:99:r_f0"]', chars), 95);

  const switches: number[] = [];
  const toRows: number[] = [];
  const fromRows: number[] = [];
  for (let round = 0; round < 2; round++) {
    for (let p = 1; p < PAGES; p++) {
      const ms = await pageSwitch(page, p);
      switches.push(ms);
      if (p === 1) fromRows.push(ms);
    }
    const ms = await pageSwitch(page, 0);
    switches.push(ms);
    toRows.push(ms);
  }
  await context.close();
  return {
    plainIdle,
    rhfIdle,
    rhfAllIdle,
    formIdle,
    formTimeline,
    plainField,
    plainRow,
    formField,
    formRow,
    switches,
    toRows,
    fromRows,
    formMount,
  };
}

export interface BundleFigures {
  login: ScriptBytes[];
  benchForm: ScriptBytes[];
  apcForm: ScriptBytes[];
}

/** What cold loads fetch: the login route, and two form routes of a signed-in user. */
export async function measureBundles(
  base: string,
  token: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
): Promise<BundleFigures> {
  const anonymous = await browser.newContext({ baseURL: base });
  const loginPage = await anonymous.newPage();
  const login = await scriptsOfColdLoad(loginPage, "/login", () =>
    loginPage.getByLabel("Email").waitFor(),
  );
  await loginPage.getByLabel("Email").fill(USER.email);
  await loginPage.getByLabel("Password").fill(USER.password);
  await loginPage.getByRole("button", { name: "Log in" }).click();
  await loginPage.getByRole("heading", { level: 1, name: /Welcome/ }).waitFor();
  const signedIn = await anonymous.storageState();
  const sessionId = await loginPage.evaluate(() => {
    const user = JSON.parse(localStorage.getItem("reduxPersist:user") ?? "{}");
    return JSON.parse(user.sessionId ?? "null") as string;
  });
  await anonymous.close();
  const added = (await (
    await fetch(`${base}/registry/api/v1/form_add/APC`, {
      headers: { "Odoo-Session-Id": sessionId },
    })
  ).json()) as { form: { formToken: string } };

  const coldForm = async (path: string, lastField: string) => {
    const context = await browser.newContext({ baseURL: base, storageState: signedIn });
    const page = await context.newPage();
    const scripts = await scriptsOfColdLoad(page, path, () =>
      page.locator(`[id="${lastField}"]`).waitFor(),
    );
    await context.close();
    return scripts;
  };
  const benchForm = await coldForm(
    `/form/${CODE}/${token}/page_1`,
    `field:p1_f${FIELDS_PER_PAGE - 1}`,
  );
  const apcForm = await coldForm(`/form/APC/${added.form.formToken}/details`, "field:phone");
  return { login, benchForm, apcForm };
}
