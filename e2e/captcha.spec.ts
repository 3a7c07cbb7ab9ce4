import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe.ts";
import { demoPractitioner } from "./support/demo.ts";

// Runs against the service that keeps its real ALTCHA captcha (project `captcha`).
test.describe("login captcha", () => {
  test("submitting without solving the captcha shows the alert and sends nothing", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(demoPractitioner.email);
    await page.getByLabel("Password").fill(demoPractitioner.password);
    let loginCalls = 0;
    page.on("request", (r) => {
      if (r.url().includes("/web_portal/api/v1/login")) loginCalls += 1;
    });
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("alert")).toContainText("Please complete the reCAPTCHA.");
    expect(loginCalls).toBe(0);
  });

  test("a person solves the real ALTCHA challenge and signs in", async ({ page }) => {
    await page.goto("/login");
    await expectNoAxeViolations(page);
    await page.getByLabel("Email").fill(demoPractitioner.email);
    await page.getByLabel("Password").fill(demoPractitioner.password);
    await expect(page.getByRole("checkbox", { name: "I'm not a robot" })).toBeVisible();
    // The widget draws an icon over its checkbox, so a person (and this test) clicks the label.
    await page.getByText("I'm not a robot").click();
    await expect(page.getByText("Verified")).toBeVisible();
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Welcome Aroha" })).toBeVisible();
  });
});
