import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import loginAnswer from "../../../test/odoo-answers/login.json";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

// A recorded answer of an Odoo back office: `false` for empty dates, texts and lists, numbers
// as strings, a tile that is only `false`. Sign-in must still reach the dashboard.
describe("signing in against an Odoo back office", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the tiles after a login answer with false dates, and the list with those dates empty", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fakeService({
      "POST /web_portal/api/v1/login": () => Response.json(loginAnswer),
      "GET /web_portal/api/v1/user": () => Response.json({ ...loginAnswer, message: undefined }),
    });
    const app = await renderApp({ path: "/login" });
    await app.user.type(await screen.findByLabelText("Email"), "aroha@example.org");
    await app.user.type(screen.getByLabelText("Password"), "correct horse");
    await app.user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(app.location()).toBe("/"));
    const dashboard = await screen.findByRole("region", { name: "Dashboard" });
    await waitFor(() =>
      expect(
        within(dashboard)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual([
        "Annual Practising Certificate",
        "Volunteer search",
        "Annual declarations",
        // Below the tiles, whatever the back office (one without the concerns' call too).
        "Report something about your own practice (a self-report)",
      ]),
    );
    expect(app.store.getState().user.sessionId).toBe("odoo-session-1");
    expect(warn).toHaveBeenCalledWith(
      "Unexpected value at tiles[3].formTypes[0].completedForms[0].dueDate in /web_portal/api/v1/login: read as empty",
    );

    await app.user.click(within(dashboard).getByRole("link", { name: "Annual declarations" }));
    const peer = await screen.findByRole("rowheader", { name: "Declaration 2025" });
    const dates = within(peer.closest("tr") as HTMLElement)
      .getAllByRole("cell")
      .slice(0, 2);
    // Confirmation date and declaration date: both were `false` in the answer.
    expect(dates.map((cell) => cell.textContent)).toEqual(["", ""]);
  });
});
