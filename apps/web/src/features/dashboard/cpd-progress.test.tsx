import { type CpdProgress, cpdProgressPath } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAuthResponse, makeTile } from "../../test/factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";

const progress: CpdProgress = {
  cycles: [
    {
      profession: "Oral health therapist",
      startsOn: "2025-04-01",
      endsOn: "2027-03-31",
      activities: 3,
      requirements: [
        { key: "total", label: "CPD hours in all", unit: "hours", required: 40, logged: 9.75 },
        { key: "cultural", label: "Cultural safety", unit: "hours", required: 4, logged: 4.5 },
        {
          key: "peerContacts",
          label: "Contacts with your professional peer",
          unit: "contacts",
          required: 2,
          logged: 1,
        },
        {
          key: "plan",
          label: "Development plan",
          unit: "plan",
          required: 1,
          logged: 1,
          goals: 2,
          review: { reviewedOn: "2026-05-03", peerName: "Hemi Walker" },
        },
      ],
    },
  ],
};

async function showProgress(answer: CpdProgress | Response, path = "/") {
  const session = makeAuthResponse({
    odooSessionId: "s-8",
    tiles: [
      makeTile("recertification", { subTiles: [makeTile("cpd_log", { name: "CPD activity" })] }),
    ],
  });
  const fetchMock = fakeService({
    "GET /web_portal/api/v1/user": Response.json(session),
    [`GET ${cpdProgressPath}`]: answer instanceof Response ? answer : Response.json(answer),
  });
  const asked = () => fetchMock.mock.calls.some(([url]) => String(url).endsWith(cpdProgressPath));
  return { ...(await renderApp({ path, session })), asked };
}

describe("the recertification progress", () => {
  it("shows each requirement as a chart named in words and as a table, on the dashboard", async () => {
    await showProgress(progress);
    const name = "Your recertification progress as an oral health therapist";
    const region = await screen.findByRole("region", { name });
    expect(region).toHaveTextContent(
      "Your cycle runs from 1 April 2025 to 31 March 2027. 3 activities in your log count toward it.",
    );
    expect(within(region).getByRole("img")).toHaveAccessibleName(
      `${name}. CPD hours in all: 9.75 of 40 hours; Cultural safety: 4.5 of 4 hours; ` +
        "Contacts with your professional peer: 1 of 2 contacts; " +
        "Development plan: Reviewed with your peer on 3 May 2026.",
    );
    const rows = within(within(region).getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "RequirementRequiredLoggedStill to do",
      "CPD hours in all40 hours9.75 hours30.25 hours",
      "Cultural safety4 hours4.5 hoursMet",
      "Contacts with your professional peer2 contacts1 contact1 contact",
      "Development planA plan reviewed with your peerReviewed with your peer on 3 May 2026Met",
    ]);
    expect(within(region).getByRole("link", { name: "Open your CPD log" })).toHaveAttribute(
      "href",
      "/forms/cpd_log",
    );
    expect(within(region).getByRole("link", { name: "Your development plan" })).toHaveAttribute(
      "href",
      "/recertification/plan",
    );
  });

  it("says what the plan still needs while it is not reviewed", async () => {
    const [cycle] = progress.cycles;
    const plan = { ...cycle!.requirements[3]!, logged: 0, goals: 1, review: null };
    await showProgress({ cycles: [{ ...cycle!, requirements: [plan] }] });
    const region = await screen.findByRole("region", { name: /recertification progress/ });
    expect(within(region).getByRole("img")).toHaveAccessibleName(
      expect.stringContaining("Development plan: Not yet reviewed."),
    );
    expect(within(region).getAllByRole("row")[1]).toHaveTextContent(
      "Development planA plan reviewed with your peerNot yet reviewedReview it with your peer",
    );
  });

  it("shows on the Recertification tile's screen too", async () => {
    await showProgress(progress, "/sub/recertification");
    expect(
      await screen.findByRole("region", {
        name: "Your recertification progress as an oral health therapist",
      }),
    ).toBeInTheDocument();
  });

  it.each<[string, CpdProgress | Response]>([
    ["someone in no cycle", { cycles: [] }],
    ["a refusal", Response.json({ message: "No." }, { status: 403 })],
  ])("shows nothing for %s", async (_, answer) => {
    const { asked } = await showProgress(answer);
    await waitFor(() => expect(asked()).toBe(true));
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(screen.queryByRole("region", { name: /progress/ })).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
