import { cyclePaths, deskMessages, deskPaths, type StaffMe } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { staffOf } from "../../../test/case-factories.ts";
import { cycleAnswer, hygienists } from "../../../test/cycle-factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const deskOf = (staff: StaffMe) =>
  fakeService({
    [`GET ${deskPaths.me}`]: Response.json(staff),
    ...cycleAnswer(),
  });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the desk's recertification cycles", () => {
  it("shows an admin each cycle's period and requirements, with Add and each row's Change", async () => {
    deskOf(staffOf("admin"));
    const app = await renderApp({ path: "/desk/recertification" });
    // The heading takes the focus once the screen has drawn it (an effect after the render).
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Recertification cycles" })).toHaveFocus(),
    );
    const table = await screen.findByRole("table", { name: /^Recertification cycles/ });
    const [headers, hygiene, dentists] = within(table).getAllByRole("row");
    expect(headers).toHaveAccessibleName(
      "Profession Period Length Hours in all Least hours by category Plan required Peer contacts Change",
    );
    expect(within(hygiene!).getByRole("rowheader")).toHaveTextContent("Dental hygienist");
    expect(cellsOf(hygiene!)).toEqual([
      "1 April 2025 to 31 March 2027",
      "2 years",
      "40",
      "Clinical and scientific: 20Cultural safety: 4",
      "Yes",
      "2",
      "Change the dental hygienists' cycle of 1 April 2025 to 31 March 2027",
    ]);
    expect(cellsOf(dentists!).slice(0, 6)).toEqual([
      "1 April 2026 to 31 March 2027",
      "1 year",
      "20",
      "None",
      "No",
      "0",
    ]);

    await app.user.click(screen.getByRole("link", { name: /^Change the dental hygienists'/ }));
    expect(app.location()).toBe(`/desk/recertification/${hygienists.id}/edit`);
    await app.router.navigate("/desk/recertification");
    await app.user.click(await screen.findByRole("link", { name: "Add a cycle" }));
    expect(app.location()).toBe("/desk/recertification/new");
  });

  it("shows a registrar the cycles to read, with nothing to add or change", async () => {
    deskOf(staffOf("registrar"));
    await renderApp({ path: "/desk/recertification" });
    const table = await screen.findByRole("table", { name: /^Recertification cycles/ });
    expect(within(table).queryByRole("columnheader", { name: "Change" })).toBeNull();
    expect(within(table).queryByRole("link")).toBeNull();
    expect(screen.queryByRole("link", { name: "Add a cycle" })).toBeNull();
    expect(
      within(screen.getByRole("navigation", { name: "Desk" })).getByRole("link", {
        name: "Recertification",
      }),
    ).toHaveAttribute("href", "/desk/recertification");
  });

  it("keeps an investigator from the cycles and their link", async () => {
    const fetchMock = deskOf(staffOf("investigator"));
    await renderApp({ path: "/desk/recertification" });
    expect(await screen.findByRole("alert")).toHaveTextContent(deskMessages.forbidden);
    expect(screen.queryByRole("link", { name: "Recertification" })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith(cyclePaths.cycles))).toBe(
      false,
    );
  });

  it("keeps a registrar from the form that adds a cycle", async () => {
    deskOf(staffOf("registrar"));
    await renderApp({ path: "/desk/recertification/new" });
    expect(await screen.findByRole("alert")).toHaveTextContent(deskMessages.forbidden);
  });
});
