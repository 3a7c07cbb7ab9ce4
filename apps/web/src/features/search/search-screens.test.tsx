import { errorMessages, loadingTexts, type PeerMatch } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  peerMatch,
  peerPractice,
} from "../../../../../packages/contract/test-support/peer-match.ts";
import { makeAuthResponse } from "../../test/factories.ts";
import { fakeService, heldAnswer, renderApp } from "../../test/render-app.tsx";

const match = (i: number): PeerMatch =>
  peerMatch({
    FirstName: `Hēmi ${i}`,
    "Person ID": String(1000 + i),
    FullName: `Hēmi ${i} Pōmare`,
    Practices: [peerPractice({ Qualifications: "BDS (Otago), DClinDent (Orthodontics)" })],
  });

describe("peer search screen", () => {
  it("searches with the fields, shows the count, practices, pages and links back", async () => {
    const search = heldAnswer();
    const fetchMock = fakeService({
      "GET /registry/api/v1/search": search.answer,
    });
    const app = await renderApp({
      path: "/search_peer?returnUrl=%2Fform%2FPEER-RELATIONSHIP%2Ft1%2Fpeer&prefix=peer&tile=x",
      session: makeAuthResponse(),
    });
    await app.user.selectOptions(
      await screen.findByLabelText("Practice"),
      "Orthodontic Specialist",
    );
    await app.user.type(screen.getByLabelText("Surname"), "pomare");
    await app.user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText(loadingTexts.searching)).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://portal.test");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: "20",
      start: "0",
      EligibleOnly: "1",
      Practice: "Orthodontic Specialist",
      Surname: "pomare",
    });

    search.release(Response.json({ totalItems: 45, matches: [match(1), match(2)] }));
    expect(
      await screen.findByRole("heading", { name: "45 practitioner(s) match your search criteria" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Click on the name of the practitioner you want to select as your professional peer",
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText("01/02/2010")).toHaveLength(2);
    expect(
      screen.getAllByRole("button", { name: "BDS (Otago), DClinDent (Orthodontics)" }),
    ).toHaveLength(2);

    const pages = screen.getByRole("navigation", { name: "Search result pages" });
    await app.user.click(within(pages).getByRole("button", { name: "Page 3" }));
    const next = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://portal.test");
    expect(next.searchParams.get("start")).toBe("40");
    search.release(Response.json({ totalItems: 45, matches: [match(41)] }));

    await app.user.click(await screen.findByRole("link", { name: "Hēmi 41 Pōmare" }));
    // The form screen is loaded on demand: the router moves once it has arrived.
    await waitFor(() => expect(app.location()).toMatch(/^\/form\//));
    const location = new URL(app.location(), "http://portal.test");
    expect(location.pathname).toBe("/form/PEER-RELATIONSHIP/t1/peer");
    expect(location.searchParams.get("tile")).toBe("x");
    expect(location.searchParams.get("peer_person_id")).toBe("1041");
    expect(location.searchParams.get("peer_peer_name")).toBe("Hēmi 41 Pōmare");
    expect(location.searchParams.get("peer_relationship_start_date")).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(location.searchParams.has("returnUrl")).toBe(false);
  });
});

describe("volunteer search screen", () => {
  it("lists every volunteer at first, then says when none match", async () => {
    let answer = Response.json({ totalItems: 1, matches: [match(1)] });
    const fetchMock = fakeService({ "GET /registry/api/v1/search": () => answer });
    const app = await renderApp({ path: "/search_peer_volunteer", session: makeAuthResponse() });
    expect(await screen.findByText("Lakes Dental · 07 555 0101")).toBeInTheDocument();
    expect(screen.getByText("Ōhinemutu")).toBeInTheDocument();
    const first = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://portal.test");
    expect(first.searchParams.get("Volunteer")).toBe("1");

    answer = Response.json({ totalItems: 0, matches: [] });
    await app.user.selectOptions(screen.getByLabelText("District health board region"), "Southern");
    await app.user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText(errorMessages.noVolunteers)).toBeInTheDocument();
    const last = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://portal.test");
    expect(last.searchParams.get("DHB")).toBe("Southern");
  });
});
