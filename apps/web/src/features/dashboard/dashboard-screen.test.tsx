import { SESSION_HEADER } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAuthResponse, makeConfig, makeTile } from "../../test/factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";

describe("dashboard", () => {
  it("refreshes the user and tiles from the service on arrival", async () => {
    const stale = makeAuthResponse({
      odooSessionId: "s-1",
      tiles: [makeTile("old", { name: "Old tile" })],
    });
    const fresh = makeAuthResponse({
      odooSessionId: "s-1",
      userDetails: { email: "a@example.org", firstName: "Mere", passwordResetPending: false },
      tiles: [makeTile("apc", { name: "APC" })],
    });
    const fetchMock = fakeService({ "GET /web_portal/api/v1/user": Response.json(fresh) });
    const app = await renderApp({ path: "/", session: stale });

    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("link", { name: "APC" })).toBeInTheDocument();
    expect(screen.queryByText("Old tile")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome Mere");
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get(SESSION_HEADER)).toBe("s-1");
    expect(app.store.getState().dashboard.tiles.map((t) => t.type)).toEqual(["apc"]);
  });

  it("orders the tiles and links them by whether they have sub-tiles", async () => {
    const session = makeAuthResponse({
      tiles: [
        makeTile("declarations", { name: "Declarations" }),
        makeTile("recertification", { name: "Recertification", subTiles: [makeTile("peer")] }),
        makeTile("apc", { name: "APC dental" }),
      ],
    });
    fakeService({ "GET /web_portal/api/v1/user": Response.json(session) });
    await renderApp({
      path: "/",
      session,
      config: makeConfig({
        tileOrder: ["apc", "recertification"],
        content: {
          tiles: { apc: { name: "Annual Practising Certificate", description: "Renew it yearly" } },
        },
      }),
    });
    const main = await screen.findByRole("main");
    await waitFor(() => expect(within(main).getAllByRole("link")).toHaveLength(3));
    expect(
      within(main)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([
      ["Annual Practising Certificate", "/forms/apc"],
      ["Recertification", "/sub/recertification"],
      ["Declarations", "/forms/declarations"],
    ]);
    expect(within(main).getByText("Renew it yearly")).toBeInTheDocument();
  });
});
