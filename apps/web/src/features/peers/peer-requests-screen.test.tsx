import { type PeerRequest, peerRequestMessages, peerRequestsPath } from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAuthResponse, makeTile } from "../../test/factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";

const request = (over: Partial<PeerRequest>): PeerRequest => ({
  id: "r1",
  practitionerName: "Sione Taufa",
  startDate: "2026-01-05",
  meetingFrequency: "Quarterly",
  namedOn: "2026-02-25",
  decision: null,
  reason: null,
  resolved: false,
  ...over,
});
const sione = request({});
const hana = request({ id: "r2", practitionerName: "Hana Wiremu", namedOn: "2026-01-20" });

async function showPeers(answers: Record<string, () => Response>, path = "/recertification/peers") {
  const session = makeAuthResponse({
    odooSessionId: "s-9",
    tiles: [makeTile("recertification", { subTiles: [makeTile("cpd_log")] })],
  });
  const fetchMock = fakeService({
    "GET /web_portal/api/v1/user": Response.json(session),
    [`GET ${peerRequestsPath}`]: () => Response.json({ requests: [hana, sione] }),
    ...answers,
  });
  const sent = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith(peerRequestsPath) && init?.method === "POST")
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { ...(await renderApp({ path, session })), sent };
}

const group = (name: string) => screen.getByRole("group", { name });

describe("the peers' screen", () => {
  it("sends every decision at once, a dispute with its reason, and says they were saved", async () => {
    const saved = [
      { ...hana, decision: "disputed", reason: "Never met." },
      { ...sione, decision: "confirmed" },
    ];
    const { user, sent } = await showPeers({
      [`POST ${peerRequestsPath}`]: () => Response.json({ requests: saved }),
    });
    await screen.findByRole("heading", { name: "Practitioners who named you as their peer" });
    expect(await screen.findByRole("group", { name: "Hana Wiremu" })).toHaveTextContent(
      "Relationship started5 January 2026How often you meetQuarterlyNamed you on20 January 2026",
    );
    await user.click(within(group("Sione Taufa")).getByRole("radio", { name: "Confirm" }));
    await user.click(within(group("Hana Wiremu")).getByRole("radio", { name: "Dispute" }));
    await user.click(screen.getByRole("button", { name: "Submit decisions" }));

    // A dispute without its reason is not sent: the summary leads to the reason's box.
    const summary = await screen.findByRole("alert");
    const reasonNeeded = peerRequestMessages.reasonNeeded("Hana Wiremu");
    await user.click(within(summary).getByRole("link", { name: reasonNeeded }));
    const reason = within(group("Hana Wiremu")).getByRole("textbox", {
      name: "Why do you dispute it?",
    });
    expect(reason).toHaveFocus();
    expect(reason).toHaveAccessibleDescription(reasonNeeded);
    expect(sent()).toEqual([]);

    await user.type(reason, "Never met.");
    await user.click(screen.getByRole("button", { name: "Submit decisions" }));
    expect(await screen.findByRole("status")).toHaveTextContent(peerRequestMessages.saved(2));
    expect(sent()).toEqual([
      {
        decisions: [
          { id: "r2", decision: "disputed", reason: "Never met." },
          { id: "r1", decision: "confirmed" },
        ],
      },
    ]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the service's refusal of the batch in the summary", async () => {
    const refusal = peerRequestMessages.resolved("Hana Wiremu");
    const { user } = await showPeers({
      [`POST ${peerRequestsPath}`]: () => Response.json({ message: refusal }, { status: 409 }),
    });
    const sioneGroup = await screen.findByRole("group", { name: "Sione Taufa" });
    await user.click(within(sioneGroup).getByRole("radio", { name: "Confirm" }));
    await user.click(screen.getByRole("button", { name: "Submit decisions" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(refusal);
  });

  it("asks for a decision before sending none", async () => {
    const { user, sent } = await showPeers({});
    await user.click(await screen.findByRole("button", { name: "Submit decisions" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(peerRequestMessages.noDecision);
    expect(sent()).toEqual([]);
  });

  it("tells the dashboard of undecided requests, with the way to the screen", async () => {
    const { user, location } = await showPeers({}, "/");
    const notice = await screen.findByRole("note");
    expect(notice).toHaveTextContent(peerRequestMessages.undecided(2));
    await user.click(
      within(notice).getByRole("link", { name: "Confirm or dispute your peer requests" }),
    );
    expect(location()).toBe("/recertification/peers");
  });
});
