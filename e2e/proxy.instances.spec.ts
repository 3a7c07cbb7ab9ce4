import { expect, test } from "@playwright/test";
import { fillRequired, pageTabs, signInAndStartApc, submitButton } from "./support/forms.ts";

// The journeys of this project run through a round-robin proxy in front of two
// service instances on one PostgreSQL. This spec checks the set-up itself: a session made on
// one instance works on the other, and both did serve the browser.

test("a journey's requests alternate between the two instances, and the session holds on both", async ({
  page,
  request,
}) => {
  const before = (await (await request.get("/__proxy_counts")).json()) as number[];
  const token = await signInAndStartApc(page);
  await page.goto(`/form/APC/${token}/details`);
  await page.getByRole("textbox", { name: /Registration number/ }).fill("RN-E2E-2222");
  await fillRequired(page);
  await submitButton(page).click();
  await expect(pageTabs(page).getByRole("link", { name: "Your details (done)" })).toBeVisible();
  // Read back, whichever instance answers.
  await page.goto(`/form/APC/${token}/details`);
  await expect(page.getByRole("textbox", { name: /Registration number/ })).toHaveValue(
    "RN-E2E-2222",
  );
  const after = (await (await request.get("/__proxy_counts")).json()) as number[];
  expect(after).toHaveLength(2);
  for (const [instance, served] of after.entries()) {
    expect(served - (before[instance] ?? 0)).toBeGreaterThan(3);
  }
});
