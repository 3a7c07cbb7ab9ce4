import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { apiPaths } from "../packages/contract/src/paths.ts";
import { expectNoAxeViolations } from "./support/axe.ts";

// The portal's contract was specified against an Odoo back office, which answers `false` for
// an empty value of any type and numbers as strings. Signing in against such a recorded
// answer must reach the dashboard, each odd value read as empty.

const recorded = (name: string) =>
  readFile(new URL(`../apps/web/src/test/odoo-answers/${name}.json`, import.meta.url), "utf8");

/** The service's sign-in, user and session calls answer as the Odoo back office did. */
async function answerLikeOdoo(page: Page) {
  const login = await recorded("login");
  const json = (body: string) => ({ status: 200, contentType: "application/json", body });
  await page.route(`**${apiPaths.login}`, (route) => route.fulfill(json(login)));
  await page.route(`**${apiPaths.user}`, (route) => route.fulfill(json(login)));
  await page.route(`**${apiPaths.sessionCheck}`, (route) =>
    route.fulfill(json(JSON.stringify({ message: "Session is valid" }))),
  );
}

test("signing in against a recorded Odoo answer with false dates shows the tiles", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await answerLikeOdoo(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill("aroha@example.org");
  await page.getByLabel("Password").fill("correct horse");
  await page.getByRole("button", { name: "Log in" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Welcome Aroha" })).toBeVisible();
  const dashboard = page.getByRole("region", { name: "Dashboard" });
  await expect(dashboard.getByRole("link")).toHaveText([
    "Annual Practising Certificate",
    "Volunteer search",
    "Annual declarations",
  ]);
  expect(warnings).toContain(
    `Unexpected value at tiles[3].formTypes[0].completedForms[0].dueDate in ${apiPaths.login}: read as empty`,
  );
  await expectNoAxeViolations(page);

  await dashboard.getByRole("link", { name: "Annual declarations" }).click();
  const row = page.getByRole("row", { name: /Declaration 2025/ });
  await expect(row.getByRole("rowheader")).toHaveText("Declaration 2025");
  // Confirmation date and declaration date were `false`: empty cells, not a failed screen.
  await expect(row.getByRole("cell")).toHaveText(["", "", "Files"]);
  await expectNoAxeViolations(page);
});
