import { type CpdPlan, cpdPlanPaths, planMessages } from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAuthResponse } from "../../test/factories.ts";
import { fakeService, renderApp } from "../../test/render-app.tsx";

const plan: CpdPlan = {
  peer: null,
  cycles: [
    {
      cycleId: 4,
      profession: "Dental hygienist",
      startsOn: "2025-04-01",
      endsOn: "2027-03-31",
      planRequired: true,
      review: null,
      goals: [
        {
          id: 11,
          title: "Strengthen my periodontal assessment",
          description: "A study day, then an audit of ten charts.",
          targetDate: "2026-12-01",
          activities: [{ date: "2026-05-13", title: "Periodontal study day", hours: 6 }],
        },
      ],
    },
  ],
};

async function showPlan(answers: Parameters<typeof fakeService>[0] = {}) {
  const fetchMock = fakeService({
    "GET /web_portal/api/v1/user": Response.json(makeAuthResponse({ odooSessionId: "s-9" })),
    [`GET ${cpdPlanPaths.plan}`]: Response.json(plan),
    ...answers,
  });
  const view = await renderApp({
    path: "/recertification/plan",
    session: makeAuthResponse({ odooSessionId: "s-9" }),
  });
  await screen.findByRole("heading", { name: "Your development plan" });
  const sent = (method: string, path: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith(path) && (init?.method ?? "GET") === method,
    );
  return { ...view, sent };
}

describe("the development plan screen", () => {
  it("lists the goals with their target dates and linked activities", async () => {
    await showPlan();
    const goal = await screen.findByRole("heading", {
      name: "Strengthen my periodontal assessment",
    });
    const item = goal.closest("li")!;
    expect(item).toHaveTextContent("Target date: 1 December 2026");
    expect(item).toHaveTextContent("13 May 2026 – Periodontal study day (6 hours)");
    expect(screen.getByText("Not yet reviewed with your peer.")).toBeInTheDocument();
  });

  it("checks a new goal in the contract's words before sending it", async () => {
    const { user, sent } = await showPlan();
    const form = await screen.findByRole("form", { name: "Add a goal" });
    await user.type(within(form).getByLabelText("Target date"), "1/4/2027");
    await user.click(within(form).getByRole("button", { name: "Add the goal" }));
    const summary = await screen.findByRole("alert");
    expect(within(summary).getByRole("link", { name: planMessages.titleMissing })).toBeVisible();
    expect(
      within(summary).getByRole("link", {
        name: planMessages.targetOutsideCycle({ startsOn: "2025-04-01", endsOn: "2027-03-31" }),
      }),
    ).toBeVisible();
    expect(within(form).getByLabelText("Goal")).toHaveAttribute("aria-invalid", "true");
    expect(sent("POST", cpdPlanPaths.goals)).toEqual([]);
  });

  it("adds a goal and says so; a refused removal shows the service's message", async () => {
    const added = { ...plan.cycles[0]!, goals: [...plan.cycles[0]!.goals] };
    added.goals.push({ ...added.goals[0]!, id: 12, title: "Cultural safety", activities: [] });
    const { user, sent } = await showPlan({
      [`POST ${cpdPlanPaths.goals}`]: Response.json({
        message: planMessages.goalAdded,
        plan: { ...plan, cycles: [added] },
      }),
      [`DELETE ${cpdPlanPaths.goal(11)}`]: Response.json(
        { message: planMessages.goalHasActivities(1) },
        { status: 409 },
      ),
    });
    const form = await screen.findByRole("form", { name: "Add a goal" });
    await user.type(within(form).getByLabelText("Goal"), "Cultural safety");
    await user.type(within(form).getByLabelText("Target date"), "30/11/2026");
    await user.click(within(form).getByRole("button", { name: "Add the goal" }));
    expect(await screen.findByRole("status")).toHaveTextContent(planMessages.goalAdded);
    expect(JSON.parse(String(sent("POST", cpdPlanPaths.goals)[0]![1]!.body))).toEqual({
      cycleId: 4,
      title: "Cultural safety",
      description: "",
      targetDate: "2026-11-30",
    });
    await user.click(
      screen.getByRole("button", { name: "Remove the goal Strengthen my periodontal assessment" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(planMessages.goalHasActivities(1));
  });
});
