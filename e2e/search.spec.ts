import { expect, type Page, test } from "@playwright/test";
import { apiPaths, errorMessages, SESSION_HEADER } from "@portal/contract";
import { expectNoAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/demo.ts";

/** The signed-in session id, as the portal persisted it (SPEC §3 "reduxPersist:user"). */
async function sessionIdOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem("reduxPersist:user") ?? "{}");
    return JSON.parse(user.sessionId ?? "null");
  });
}

test.describe("peer and volunteer search over the seeded register", () => {
  test("finds a macron name without the macron, pages, and fills the peer form with the choice", async ({
    page,
  }) => {
    await signIn(page);
    // A fresh peer relationship form of the demo practitioner (form_add, SPEC §7).
    const added = await page.request.get(apiPaths.formAdd("PEER-RELATIONSHIP"), {
      headers: { [SESSION_HEADER]: await sessionIdOf(page) },
    });
    expect(added.ok()).toBe(true);
    const token: string = (await added.json()).form.formToken;

    // The form links to the search with itself as the return URL. Without motion the view
    // does not glide to the content after the load (SPEC §2, 400 ms), which could move the
    // link from under the click.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/form/PEER-RELATIONSHIP/${token}/peer`);
    await page.getByRole("link", { name: "Find a practitioner" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/search_peer\\?returnUrl=/form/PEER-RELATIONSHIP/${token}/peer&prefix=peer$`),
    );
    await expect(page.getByRole("heading", { name: "Find a professional peer" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Now with another parameter that must survive the round trip.
    const returnUrl = encodeURIComponent(`/form/PEER-RELATIONSHIP/${token}/peer`);
    await page.goto(`/search_peer?returnUrl=${returnUrl}&prefix=peer&tile=manage_relationship`);
    await page.getByLabel("Surname").fill("ngarimu-tuho");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(
      page.getByRole("heading", { name: "1 practitioner(s) match your search criteria" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ātaahua Mīria Ngārimu-Tūhoro" })).toBeVisible();
    await expect(
      page.getByText(
        "Click on the name of the practitioner you want to select as your professional peer",
      ),
    ).toBeVisible();

    // A broad search, paged to page 3.
    await page.getByLabel("Surname").fill("");
    await page.getByLabel("Name", { exact: true }).fill("a");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: /practitioner\(s\) match/ })).toBeVisible();
    const pages = page.getByRole("navigation", { name: "Search result pages" });
    await pages.getByRole("button", { name: "Page 3" }).click();
    await expect(pages.getByRole("button", { name: "Page 3" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Page 3's results have come when focus moves to their top (SPEC §2 Pagination); the
    // buttons of the page before would be replaced under the focus.
    await expect(page.locator(".search-results")).toBeFocused();
    // The qualifications tooltip opens on keyboard focus.
    await page.locator(".search-qualifications").first().focus();
    await expect(page.getByRole("tooltip")).toBeVisible();
    await expectNoAxeViolations(page);

    const first = page.locator(".search-results li.card").first();
    const name = (await first.getByRole("link").textContent()) ?? "";
    const personId = ((await first.getByText(/^Person ID: /).textContent()) ?? "").replace(
      "Person ID: ",
      "",
    );
    await first.getByRole("link").click();

    await expect(page).toHaveURL(new RegExp(`/form/PEER-RELATIONSHIP/${token}/peer\\?`));
    const url = new URL(page.url());
    expect(url.searchParams.get("tile")).toBe("manage_relationship");
    expect(url.searchParams.has("returnUrl")).toBe(false);
    expect(url.searchParams.has("prefix")).toBe(false);
    await expect(page.getByLabel("Peer's person ID")).toHaveValue(personId);
    await expect(page.getByLabel("Peer's name")).toHaveValue(name);
    const today = url.searchParams.get("peer_relationship_start_date") ?? "";
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [y, m, d] = today.split("-");
    await expect(page.getByLabel("Relationship start date")).toHaveValue(`${d}/${m}/${y}`);
  });

  test("volunteer search lists volunteers and says when there are none", async ({ page }) => {
    await signIn(page);
    await page.goto("/search_peer_volunteer");
    await expect(
      page.getByRole("heading", { name: "Find a volunteer professional peer" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: /volunteer\(s\) match your search criteria/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("City").fill("whakatane");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Ātaahua Mīria Ngārimu-Tūhoro")).toBeVisible();

    // Nobody volunteers in Whakatāne and in the Southern region at once.
    await page.getByLabel("District health board region").selectOption("Southern");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText(errorMessages.noVolunteers)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
