import { dateInputTexts, deskPaths, roundFormTexts, roundPaths } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_ROUND } from "../../../../../../packages/contract/test-support/rounds.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const figures = { ...SAMPLE_ROUND, lateFeeCents: 15000 };
const round = {
  ...figures,
  yearCode: "2027-2028",
  graceEndsOn: "2027-04-14",
  opened: true,
};

const adminDesk = () =>
  fakeService({
    [`GET ${deskPaths.me}`]: Response.json({ email: "a@example.org", role: "admin" }),
    [`GET ${roundPaths.rounds}`]: Response.json({ items: [round] }),
    [`POST ${roundPaths.rounds}`]: Response.json(round),
    [`PUT ${roundPaths.round("2027-2028")}`]: Response.json(round),
  });

const sent = (fetchMock: ReturnType<typeof adminDesk>, method: string) =>
  fetchMock.mock.calls.find(([, init]) => init?.method === method);

describe("the desk's round form", () => {
  it("shows what is wrong with each figure before sending, then sends the round in cents and YYYY-MM-DD", async () => {
    const fetchMock = adminDesk();
    const app = await renderApp({ path: "/desk/rounds/new" });
    const box = async (name: keyof typeof roundFormTexts.labels, text: string) => {
      const input = await screen.findByLabelText(roundFormTexts.labels[name]);
      await app.user.clear(input);
      if (text) await app.user.type(input, text);
    };
    await box("year", "2027/2028");
    await box("startsOn", "1/4/2027");
    await box("endsOn", "31/03/2028");
    await box("opensOn", "1/02/2027");
    await box("deadline", "31/02/2027");
    await box("graceDays", "100");
    await box("feeCents", "1210.505");
    await app.user.click(screen.getByRole("button", { name: "Add the round" }));
    const summary = await screen.findByRole("alert");
    expect(
      within(summary)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual([
      dateInputTexts.notADate(roundFormTexts.labels.deadline),
      roundFormTexts.notDays,
      roundFormTexts.notMoney(roundFormTexts.labels.feeCents),
      roundFormTexts.required(roundFormTexts.labels.lateFeeCents),
    ]);
    expect(screen.getByLabelText(roundFormTexts.labels.deadline)).toHaveAttribute(
      "aria-invalid",
      "true",
    );

    // Each figure read, the rules between them: a deadline before renewal opens.
    await box("deadline", "15/01/2027");
    await box("graceDays", "14");
    await box("feeCents", "1,210.50");
    await box("lateFeeCents", "150");
    await app.user.click(screen.getByRole("button", { name: "Add the round" }));
    await waitFor(() =>
      expect(
        screen.getByRole("link", { name: "The deadline cannot be before renewal opens." }),
      ).toBeInTheDocument(),
    );
    expect(sent(fetchMock, "POST")).toBeUndefined();

    await box("deadline", "31/3/2027");
    await app.user.click(screen.getByRole("button", { name: "Add the round" }));
    expect(await screen.findByText(roundFormTexts.saved("2027/2028"))).toBeInTheDocument();
    expect(app.location()).toBe("/desk/rounds");
    expect(JSON.parse(String(sent(fetchMock, "POST")![1]!.body))).toEqual(figures);
  });

  it("changes a round under way with its year, period and fee read-only", async () => {
    const fetchMock = adminDesk();
    const app = await renderApp({ path: "/desk/rounds/2027-2028/edit" });
    const fee = await screen.findByLabelText(roundFormTexts.labels.feeCents);
    expect(fee).toHaveValue("1210.50");
    expect(fee).toHaveAttribute("readonly");
    expect(screen.getByText(roundFormTexts.underWay)).toBeInTheDocument();
    const deadline = screen.getByLabelText(roundFormTexts.labels.deadline);
    expect(deadline).toHaveValue("31/03/2027");
    await app.user.clear(deadline);
    await app.user.type(deadline, "15/03/2027");
    await app.user.click(screen.getByRole("button", { name: "Save the changes" }));
    await waitFor(() => expect(sent(fetchMock, "PUT")).toBeDefined());
    expect(JSON.parse(String(sent(fetchMock, "PUT")![1]!.body))).toMatchObject({
      deadline: "2027-03-15",
      feeCents: 121050,
    });
  });
});
