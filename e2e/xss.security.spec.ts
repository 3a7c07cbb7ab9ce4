import { expect, test } from "@playwright/test";
import { demoPractitioner, signIn } from "./support/demo.ts";
import { sessionIdOf, smallPdf, startForm } from "./support/forms.ts";
import {
  ROWS_GROUP,
  securityPortalConfig,
  XSS_FORM,
  XSS_LIST,
  XSS_PAGE,
} from "./support/security-fixture.ts";
import { allPayloads, xssCorpus } from "./support/xss-corpus.ts";
import { armDetector } from "./support/xss-detector.ts";
import { XSS_SURNAME, xssRegistrationNumber } from "./support/xss-register.ts";

// XSS: the corpus (e2e/support/xss-corpus.ts) in every place a text from outside
// reaches the portal – the configuration's title, content and not-found content, the form
// definitions' names, labels, options and HTML, a registrant's names, and saved values of
// every render type – loaded in Chromium with the detector armed. Runs on the `security`
// project, whose service has the corpus in its configuration (security-fixture.ts).
//
// The content security policy is switched off, so what is proven is the escaping alone: a
// payload that got into the DOM as markup would run.
test.use({ bypassCSP: true });

const config = securityPortalConfig();

test.describe("XSS corpus in Chromium, CSP off", () => {
  test("the detector catches a payload that runs, a dialog and a handler left in the DOM", async ({
    page,
  }) => {
    const detector = await armDetector(page);
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
    // Written into the page as markup (what escaping prevents), the payload runs: the CSP
    // that would stop an inline handler is indeed off, and the detector hears it.
    await page.evaluate(
      (html) => {
        const div = document.createElement("div");
        div.innerHTML = html;
        document.body.append(div);
      },
      xssCorpus.find((p) => p.id === "x05")!.text,
    );
    await expect
      .poll(() => detector.hits.map((h) => h.detail))
      .toContainEqual(expect.stringMatching(/^x05 /));
    await page.evaluate(() => {
      setTimeout(() => alert("control"));
    });
    await expect.poll(() => detector.hits.map((h) => h.how)).toContain("alert dialog");
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.setAttribute("href", " java\tscript:void 0");
      a.setAttribute("onclick", "void 0");
      document.body.append(a);
    });
    await detector.scan("control");
    const left = detector.hits.filter((h) => h.how === "left in the DOM").map((h) => h.detail);
    expect(left).toContainEqual(expect.stringMatching(/^handler attribute onclick/));
    expect(left).toContainEqual(expect.stringMatching(/^script address in href/));
  });

  test("the configured title, register intro, tile content and not-found content stay text", async ({
    page,
  }) => {
    const detector = await armDetector(page);

    // The title: the title bar's heading and the document title, letter for letter.
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(config.title);
    await expect(page).toHaveTitle(config.title);
    await detector.expectNone("/login (title)");

    // The register screen: the configured intro and the registration form's section html.
    await page.goto("/register");
    await expect(page.getByText("Register here.")).toBeVisible();
    await expect(page.getByText("Your name.")).toBeVisible();
    await detector.expectNone("/register (content.intro, section html)");

    // Not-found content, signed out and signed in.
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await detector.expectNone("/no-such-page (notFoundContent)");

    // The tiles' configured names, add-button labels and descriptions.
    await signIn(page);
    await expect(
      page.getByRole("main").getByText(config.content.tiles.apc.name).first(),
    ).toBeVisible();
    await detector.expectNone("/ (dashboard, tile content)");
    await page.goto("/sub/recertification");
    await expect(
      page.getByText(config.content.tiles.manage_relationship.description).first(),
    ).toBeVisible();
    await detector.expectNone("/sub/recertification (tile descriptions)");
    await page.goto(XSS_LIST);
    await expect(
      page.getByRole("button", {
        name: config.content.tiles.manage_other_relationships.addButtonLabel,
      }),
    ).toBeVisible();
    await detector.expectNone(`${XSS_LIST} (tile content)`);
    await page.goto("/forms/apc");
    await expect(page.getByRole("main").getByRole("heading").first()).toBeVisible();
    await detector.expectNone("/forms/apc (tile content)");
    await page.goto("/still-no-such-page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await detector.expectNone("/still-no-such-page (notFoundContent, signed in)");
  });

  test("names and scopes on the public register, its search and practitioners' pages", async ({
    page,
  }) => {
    const detector = await armDetector(page);
    const pages = Math.ceil(xssCorpus.length / 20);
    for (let n = 1; n <= pages; n++) {
      await page.goto(`/public-register?q=${XSS_SURNAME}&page=${n}`);
      const results = page.getByRole("list", { name: /match your search$/ });
      await expect(results.locator(":scope > li")).toHaveCount(
        Math.min(20, xssCorpus.length - (n - 1) * 20),
      );
      await detector.expectNone(`/public-register page ${n} (names, scopes, periods)`);
    }
    // A practitioner's page has the name as its heading: every fourth payload's.
    for (let i = 0; i < xssCorpus.length; i += 4) {
      await page.goto(`/public-register/${xssRegistrationNumber(i)}`);
      await expect(page.getByRole("heading", { level: 2 })).toHaveText(
        `${xssCorpus[i]!.text} ${XSS_SURNAME}`,
      );
      await detector.expectNone(`/public-register/${xssRegistrationNumber(i)}`);
    }
  });

  test("a registrant's names, registration and its end page, then the dashboard", async ({
    page,
  }, testInfo) => {
    const detector = await armDetector(page);
    const firstName = xssCorpus
      .slice(0, 20)
      .map((p) => p.text)
      .join(" ");
    const surname = xssCorpus
      .slice(20, 40)
      .map((p) => p.text)
      .join(" ");
    const email = `xss-${testInfo.project.name}-${Date.now()}@example.org`;
    const password = "kowhai-blossom-river-42";

    await page.goto("/register");
    await page.getByLabel("First name").fill(firstName);
    await page.getByLabel("Middle names").fill(allPayloads("\n"));
    await page.getByLabel("Surname").fill(surname);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
    await detector.expectNone("/register end page (section html)");

    // The names come back in the title bar and the registration list of the new account.
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome ${firstName}`);
    await detector.expectNone("/ (dashboard of the registrant)");
    await page.goto("/forms/registration_application");
    await expect(page.getByRole("main").getByRole("region", { name: "Completed" })).toBeVisible();
    await detector.expectNone("/forms/registration_application");
  });

  test("saved values of every render type, on the form and in the in-progress list", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const detector = await armDetector(page);
    await signIn(page, demoPractitioner);
    const token = await startForm(page, XSS_FORM);
    const session = await sessionIdOf(page);
    const save = async (values: Record<string, unknown>) => {
      const response = await page.request.post(
        `/registry/api/v1/form/${XSS_FORM}/${token}/${XSS_PAGE}`,
        { headers: { "Odoo-Session-Id": session }, form: { page: JSON.stringify(values) } },
      );
      const body = (await response.json().catch(() => ({}))) as { page?: { state?: string } };
      return response.ok() && body.page?.state === "done";
    };
    const p = (i: number) => xssCorpus[i % xssCorpus.length]!.text;

    // Free text takes a payload as it is; each row of the repeating group holds one.
    const base: Record<string, unknown> = {
      text_field: p(0),
      address_field: p(1),
      textarea_field: allPayloads("\n"),
    };
    xssCorpus.forEach((payload, i) => {
      base[`${ROWS_GROUP}[${i}].note`] = payload.text;
      base[`${ROWS_GROUP}[${i}].detail`] = `${payload.text}\n${p(i + 1)}`;
    });
    expect(await save(base), "the free-text values are saved").toBe(true);

    // Typed fields: a payload where an option id, a number, a date or an address is due is
    // refused (nothing written), which is fine; whatever the service keeps is shown below.
    const pdf = smallPdf().toString("base64");
    const file = (name: string) => ({
      fileName: name,
      fileSize: smallPdf().length,
      mimeType: "application/pdf",
      base64: pdf,
    });
    const attempts: Record<string, unknown> = {
      email_field: p(2),
      float_field: p(3),
      hidden_field: p(4),
      radio_field: p(5),
      select_field: p(6),
      select_multi_field: [p(7), p(8)],
      checkbox_field: p(9),
      country_field: p(10),
      country_multi_field: [p(11)],
      date_field: p(12),
      file_field: xssCorpus.slice(13, 23).map((payload) => file(`${payload.text}.pdf`)),
      html_display_field: p(23),
    };
    const kept: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(attempts)) {
      if (await save({ ...base, [name]: value })) kept[name] = value;
    }
    // And valid choices, whose options the definition names with payloads.
    const valid = {
      email_field: "xss@example.org",
      float_field: 4,
      radio_field: "o01",
      select_field: "o02",
      select_multi_field: ["o01", "o03"],
      checkbox_field: true,
      country_field: "NZ",
      country_multi_field: ["NZ", "QB"],
      date_field: "2020-03-15",
    };
    expect(await save({ ...base, ...valid, ...kept }), "the last save is kept").toBe(true);
    test.info().annotations.push({
      type: "typed fields that kept a payload",
      description: Object.keys(kept).join(", ") || "none",
    });

    // The form page shows every saved value (rows, options, file names) without running any.
    await page.goto(`/form/${XSS_FORM}/${token}/${XSS_PAGE}`);
    const notes = page.getByRole("textbox", { name: "Note", exact: true });
    await expect(notes).toHaveCount(xssCorpus.length);
    await expect(notes.last()).toHaveValue(xssCorpus.at(-1)!.text);
    await expect(page.getByLabel(/^text_field /)).toHaveValue(p(0));
    await expect(page.getByText("Server HTML.")).toBeVisible();
    await detector.expectNone(`/form/${XSS_FORM}/…/${XSS_PAGE} (saved values)`);
    await page.goto(`/form/${XSS_FORM}/${token}/confirm`);
    await expect(page.getByLabel("Confirmed")).toBeVisible();
    await detector.expectNone(`/form/${XSS_FORM}/…/confirm`);

    // The in-progress list of its tile, and the dashboard.
    await page.goto(XSS_LIST);
    const inProgress = page.getByRole("main").getByRole("region", { name: "In progress" });
    await expect(inProgress.getByRole("row").nth(1)).toBeVisible();
    await detector.expectNone(`${XSS_LIST} (in progress)`);
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Welcome ${demoPractitioner.firstName}`,
    );
    await detector.expectNone("/ (dashboard)");
  });
});
