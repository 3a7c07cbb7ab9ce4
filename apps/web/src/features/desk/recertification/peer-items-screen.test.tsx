import { deskPaths, type PeerItem, peerItemMessages, peerItemPaths } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { staffOf } from "../../../test/case-factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const dispute: PeerItem = {
  id: 41,
  kind: "disputed",
  practitioner: "Hana Wiremu",
  practitionerPersonId: null,
  peer: "Aroha Ngata",
  peerPersonId: "10482",
  startDate: "2026-01-05",
  namedOn: "2026-01-20",
  decidedOn: "2026-03-01",
  reason: "I have never worked with Hana.",
  ageDays: 40,
};

describe("the desk's peer relationships to look at", () => {
  it("shows each item and resolves it with a note", async () => {
    let items = [dispute];
    const resolved = peerItemMessages.done("Hana Wiremu", "Aroha Ngata");
    const fetchMock = fakeService({
      [`GET ${deskPaths.me}`]: Response.json(staffOf("registrar")),
      [`GET ${peerItemPaths.items}`]: () => Response.json({ items }),
      [`POST ${peerItemPaths.resolution(41)}`]: () => {
        items = [];
        return Response.json({ message: resolved });
      },
    });
    const { user } = await renderApp({ path: "/desk/recertification/peers" });
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Peer relationships to look at" })).toHaveFocus(),
    );
    const item = await screen.findByRole("listitem", { name: "Hana Wiremu named Aroha Ngata" });
    expect(item).toHaveTextContent("Disputed by the peer");
    expect(item).toHaveTextContent("Named on20 January 2026 (40 days ago)");
    expect(item).toHaveTextContent("The peer's reasonI have never worked with Hana.");

    const resolve = within(item).getByRole("button", { name: /^Resolve/ });
    await user.click(resolve);
    expect(await within(item).findByRole("alert")).toHaveTextContent(peerItemMessages.noNote);
    await user.type(
      within(item).getByRole("textbox", { name: "Note on resolving" }),
      "Called both.",
    );
    await user.click(resolve);
    expect(await screen.findByRole("status")).toHaveTextContent(resolved);
    expect(await screen.findByText("No peer relationship needs looking at.")).toBeInTheDocument();
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ note: "Called both." });
  });
});
