import { dateInputTexts, deskPaths, submissionFlagTexts } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeConfig } from "../../../test/factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const at = "2026-11-20T01:00:00.000Z";
const item = {
  id: 4,
  formId: 2,
  formType: "REGISTRATION",
  formName: "Application for registration",
  round: 1,
  submittedAt: at,
  status: "awaiting",
  claimedBy: null,
  claimedByEmail: null,
  claimedAt: null,
  userId: 5,
  applicant: "Mere Tester",
  email: "mere@example.org",
  flagged: false,
};
const counts = { awaiting: 1, returned: 0, accepted: 2, declined: 0 };

const queueOfOne = (more: Parameters<typeof fakeService>[0] = {}, listed = item) =>
  fakeService({
    ...more,
    [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
    [`GET ${deskPaths.submissions}`]: Response.json({
      total: 1,
      page: 1,
      pageSize: 20,
      items: [listed],
      counts: { byStatus: counts, byFormType: { REGISTRATION: counts } },
    }),
  });

describe("the desk's queue", () => {
  // 01:00 UTC on 20 November: 2:00 pm in Auckland, 1:00 am in London, 8:00 pm the day before
  // in New York.
  it.each([
    ["Pacific/Auckland", "20 Nov 2026, 2:00 pm"],
    ["Europe/London", "20 Nov 2026, 1:00 am"],
    ["America/New_York", "19 Nov 2026, 8:00 pm"],
  ])("shows when a submission came on the configured calendar (%s)", async (timeZone, text) => {
    queueOfOne();
    await renderApp({ path: "/desk", config: makeConfig({ timeZone }) });
    expect(await screen.findByRole("row", { name: /Mere Tester/ })).toHaveTextContent(text);
  });

  it("marks a submission the service flagged beside its form's name", async () => {
    queueOfOne(
      {},
      { ...item, formType: "APC", formName: "Annual Practising Certificate", flagged: true },
    );
    await renderApp({ path: "/desk" });
    const row = await screen.findByRole("row", { name: /Mere Tester/ });
    expect(within(row).getAllByRole("cell")[1]).toHaveTextContent(
      `Annual Practising Certificate${submissionFlagTexts.queueMarker}APC`,
    );
  });

  it("asks for awaiting submissions, keeps its filters in the address, and shows a refused claim", async () => {
    const fetchMock = queueOfOne({
      [`POST ${deskPaths.claim(4)}`]: Response.json(
        { message: "This submission is being reviewed by another registrar (kiri@example.org)." },
        { status: 409 },
      ),
    });
    const app = await renderApp({ path: "/desk" });
    const row = await screen.findByRole("row", { name: /Mere Tester/ });
    expect(screen.getByRole("status")).toHaveTextContent("1 submission matches");
    expect(within(row).getByRole("link", { name: "Application for registration" })).toHaveAttribute(
      "href",
      "/desk/submissions/4",
    );
    const asked = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://desk.test");
    expect(asked.searchParams.get("status")).toBe("awaiting");
    expect(screen.getByRole("table", { name: "Submissions by status" })).toHaveTextContent(
      "REGISTRATION1020",
    );

    await app.user.selectOptions(screen.getByLabelText("Status"), "Any status");
    await app.user.type(screen.getByLabelText("Submitted to"), "30/11/2026");
    await app.user.click(screen.getByRole("button", { name: "Filter" }));
    expect(app.location()).toBe("/desk?status=any&to=2026-11-30");
    const filtered = new URL(String(fetchMock.mock.calls.at(-1)?.[0]), "http://desk.test");
    expect(filtered.searchParams.get("status")).toBeNull();
    // The day is inclusive here; the service's `to` is exclusive.
    expect(filtered.searchParams.get("to")).toBe("2026-12-01");

    // Shown again as it was typed, whatever the browser's language.
    expect(await screen.findByLabelText("Submitted to")).toHaveValue("30/11/2026");

    await app.user.click(
      await screen.findByRole("button", {
        name: "Claim Application for registration of Mere Tester",
      }),
    );
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent("being reviewed by another registrar (kiri@example.org)");
  });

  it("reads its days as DD/MM/YYYY and refuses one that is not a real date", async () => {
    const fetchMock = queueOfOne();
    const app = await renderApp({ path: "/desk?from=2026-11-02" });
    const from = await screen.findByRole("textbox", { name: "Submitted from" });
    expect(from).toHaveValue("02/11/2026");
    expect(from).toHaveAccessibleDescription(dateInputTexts.hint);
    await screen.findByRole("row", { name: /Mere Tester/ });
    const asked = fetchMock.mock.calls.length;

    await app.user.clear(from);
    await app.user.type(from, "31/02/2026");
    await app.user.click(screen.getByRole("button", { name: "Filter" }));
    const message = dateInputTexts.notADate("Submitted from");
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole("link", { name: message })).toHaveAttribute(
      "href",
      "#queue-from",
    );
    expect(from).toHaveAccessibleDescription(`${dateInputTexts.hint} ${message}`);
    expect(from).toBeInvalid();
    expect(app.location()).toBe("/desk?from=2026-11-02");
    expect(fetchMock.mock.calls.length).toBe(asked);

    await app.user.click(within(summary).getByRole("link", { name: message }));
    expect(from).toHaveFocus();
    await app.user.clear(from);
    await app.user.type(from, "1/2/2026");
    await app.user.click(screen.getByRole("button", { name: "Filter" }));
    expect(app.location()).toBe("/desk?from=2026-02-01");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
  });

  it("shows a failed load with Try again, which asks again", async () => {
    let answers = 0;
    const fetchMock = queueOfOne();
    const queue = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith(deskPaths.submissions) && ++answers === 1
        ? Response.json({ message: "The desk is resting." }, { status: 503 })
        : (queue?.(input, init) as Promise<Response>),
    );
    const app = await renderApp({ path: "/desk" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The desk is resting.");
    await app.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("row", { name: /Mere Tester/ })).toBeInTheDocument();
  });

  it("sends the staff member to the sign-in when a load finds the desk session ended", async () => {
    fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
      [`GET ${deskPaths.submissions}`]: Response.json(
        { message: "Sign in to the desk." },
        { status: 401 },
      ),
    });
    const app = await renderApp({ path: "/desk" });
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeInTheDocument();
    expect(app.location()).toMatch(/^\/desk\/sign-in/);
  });
});
