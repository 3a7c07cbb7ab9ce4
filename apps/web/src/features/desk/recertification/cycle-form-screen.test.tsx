import {
  cycleFormTexts,
  cyclePaths,
  cycleRefusals,
  dateInputTexts,
  deskPaths,
} from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { staffOf } from "../../../test/case-factories.ts";
import { cycleAnswer, dentists, hygienists } from "../../../test/cycle-factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const { labels, required } = cycleFormTexts;
const therapists = {
  profession: "Dental therapist",
  startsOn: "2026-04-01",
  years: 3,
  totalHours: 60,
  categoryHours: { clinical: 30, emergency: 4 },
  planRequired: true,
  peerContacts: 3,
};

const adminDesk = (answers: Parameters<typeof fakeService>[0] = {}) =>
  fakeService({
    [`GET ${deskPaths.me}`]: Response.json(staffOf("admin")),
    ...cycleAnswer(),
    [`POST ${cyclePaths.cycles}`]: () =>
      Response.json({ ...therapists, id: 9, endsOn: "2029-03-31" }),
    ...answers,
  });

const sent = (fetchMock: ReturnType<typeof adminDesk>, method: string) =>
  fetchMock.mock.calls.find(([, init]) => init?.method === method);

async function openForm(path = "/desk/recertification/new") {
  const app = await renderApp({ path });
  await screen.findByRole("form");
  /** Types `text` over what the box `label` holds (nothing: empties it). */
  const box = async (label: string, text: string) => {
    const input = screen.getByLabelText(label);
    await app.user.clear(input);
    if (text) await app.user.type(input, text);
  };
  const summaryLinks = async () =>
    within(await screen.findByRole("alert"))
      .getAllByRole("link")
      .map((link) => link.textContent);
  const add = () => app.user.click(screen.getByRole("button", { name: "Add the cycle" }));
  return { app, box, summaryLinks, add };
}

describe("the desk's cycle form", () => {
  it("adds a cycle, its last day shown as it is typed, and sends exactly the cycle", async () => {
    const fetchMock = adminDesk();
    const { app, box, add } = await openForm();
    const endsOn = screen.getByRole("status");
    expect(endsOn).toHaveTextContent(cycleFormTexts.endsOnUnknown);
    await app.user.selectOptions(screen.getByLabelText(labels.profession), "Dental therapist");
    await box(labels.startsOn, "1/4/2026");
    await box(labels.years, "3");
    expect(endsOn).toHaveTextContent("The cycle's last day is 31 March 2029.");
    await box(labels.totalHours, "60");
    await box("Clinical and scientific", "30");
    await box("Medical emergency training", "4");
    await box(labels.peerContacts, "3");
    await app.user.click(screen.getByLabelText(cycleFormTexts.planRequired));
    await add();

    const saved = "Saved the dental therapists' cycle of 1 April 2026 to 31 March 2029.";
    expect((await screen.findByText(saved)).closest("[role=status]")).not.toBeNull();
    expect(app.location()).toBe("/desk/recertification");
    expect(JSON.parse(String(sent(fetchMock, "POST")![1]!.body))).toEqual(therapists);
  });

  it("tells what is wrong with each box, in the contract's words, before sending anything", async () => {
    const fetchMock = adminDesk();
    const { app, box, summaryLinks, add } = await openForm();
    await add();
    expect(await summaryLinks()).toEqual([
      "Choose a profession of the register.",
      required.startsOn,
      required.years,
      required.totalHours,
      required.peerContacts,
    ]);

    await box(labels.startsOn, "31/02/2026");
    await box(labels.years, "6");
    await box(labels.totalHours, "2.5");
    await box("Cultural safety", "ten");
    await box(labels.peerContacts, "-1");
    await add();
    await waitFor(async () =>
      expect(await summaryLinks()).toEqual([
        "Choose a profession of the register.",
        dateInputTexts.notADate(labels.startsOn),
        "The cycle's length cannot be over 5.",
        "The hours in all must be a whole number.",
        "The cultural safety hours must be a number.",
        "The peer contacts cannot be below 0.",
      ]),
    );
    expect(screen.getByLabelText("Cultural safety")).toHaveAttribute("aria-invalid", "true");

    // Each figure right, the rule between them: the categories need more than the hours in all.
    await app.user.selectOptions(screen.getByLabelText(labels.profession), "Dentist");
    await box(labels.startsOn, "01/04/2026");
    await box(labels.years, "1");
    await box(labels.totalHours, "10");
    await box("Clinical and scientific", "8");
    await box("Cultural safety", "4");
    await box(labels.peerContacts, "0");
    await add();
    await waitFor(async () =>
      expect(await summaryLinks()).toEqual([
        "The hours in all cannot be fewer than the 12 the categories need (clinical and scientific, cultural safety).",
      ]),
    );
    expect(sent(fetchMock, "POST")).toBeUndefined();
  });

  it("shows the service's refusal of an overlapping cycle in the summary, and stays", async () => {
    const overlaps = cycleRefusals.overlaps("Dental therapist", {
      startsOn: "2025-04-01",
      endsOn: "2028-03-31",
    });
    adminDesk({
      [`POST ${cyclePaths.cycles}`]: () => Response.json({ message: overlaps }, { status: 409 }),
    });
    const { app, box, add } = await openForm();
    await app.user.selectOptions(screen.getByLabelText(labels.profession), "Dental therapist");
    await box(labels.startsOn, "01/04/2026");
    await box(labels.years, "3");
    await box(labels.totalHours, "60");
    await box(labels.peerContacts, "0");
    await add();
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(overlaps);
    expect(summary).toHaveFocus();
    expect(app.location()).toBe("/desk/recertification/new");

    // The next attempt, stopped by the form's own check, shows its problem and not the refusal.
    await box(labels.years, "");
    await add();
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(required.years));
    expect(screen.queryByText(overlaps)).toBeNull();
  });

  it("changes a cycle from its figures, and shows why the service keeps an ended one", async () => {
    const fetchMock = adminDesk({
      [`PUT ${cyclePaths.cycle(hygienists.id)}`]: () =>
        Response.json({ message: cycleRefusals.ended }, { status: 409 }),
    });
    const { app, box } = await openForm(`/desk/recertification/${hygienists.id}/edit`);
    expect(screen.getByRole("form", { name: cycleFormTexts.title(hygienists) })).toBeVisible();
    expect(screen.getByLabelText(labels.profession)).toHaveValue("Dental hygienist");
    expect(screen.getByLabelText(labels.startsOn)).toHaveValue("01/04/2025");
    expect(screen.getByLabelText("Clinical and scientific")).toHaveValue("20");
    expect(screen.getByLabelText("Peer contact")).toHaveValue("");
    expect(screen.getByLabelText(cycleFormTexts.planRequired)).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("31 March 2027");
    await box(labels.totalHours, "45");
    await app.user.click(screen.getByRole("button", { name: "Save the changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(cycleRefusals.ended);
    const { id, endsOn, ...figures } = hygienists;
    expect(JSON.parse(String(sent(fetchMock, "PUT")![1]!.body))).toEqual({
      ...figures,
      totalHours: 45,
    });
  });

  it("says so for a cycle the service does not know", async () => {
    adminDesk();
    await renderApp({ path: "/desk/recertification/77/edit" });
    expect(await screen.findByText(cycleRefusals.notFound)).toBeInTheDocument();
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("is used by keyboard alone: each box in turn, Enter to send, a summary link to its box", async () => {
    const added = { ...dentists, years: 2, endsOn: "2028-03-31", totalHours: 40, peerContacts: 2 };
    adminDesk({ [`POST ${cyclePaths.cycles}`]: () => Response.json(added) });
    const { app } = await openForm();
    const { keyboard, tab } = app.user;
    expect(screen.getByRole("heading", { name: "Add a recertification cycle" })).toHaveFocus();
    const order = [
      labels.profession,
      labels.startsOn,
      labels.years,
      labels.totalHours,
      "Clinical and scientific",
      "Professional practice and ethics",
      "Cultural safety",
      "Peer contact",
      "Medical emergency training",
      cycleFormTexts.planRequired,
    ];
    for (const label of order) {
      await tab();
      expect(screen.getByLabelText(label)).toHaveFocus();
      // jsdom's list moves on no key: the choice is made as a pick, the e2e step makes it by key.
      if (label === labels.profession)
        await app.user.selectOptions(document.activeElement!, "Dentist");
      if (label === labels.startsOn) await keyboard("01/04/2026");
      if (label === labels.years) await keyboard("2");
    }
    await keyboard(" ");
    expect(screen.getByLabelText(cycleFormTexts.planRequired)).toBeChecked();
    await tab();
    expect(screen.getByLabelText(labels.peerContacts)).toHaveFocus();
    await keyboard("2");
    await tab();
    expect(screen.getByRole("button", { name: "Add the cycle" })).toHaveFocus();
    await keyboard("{Enter}");
    const missing = await screen.findByRole("link", { name: required.totalHours });
    expect(screen.getByRole("alert")).toHaveFocus();
    await tab();
    expect(missing).toHaveFocus();
    await keyboard("{Enter}");
    expect(screen.getByLabelText(labels.totalHours)).toHaveFocus();
    await keyboard("40{Enter}");
    expect(await screen.findByText(cycleFormTexts.saved(added))).toBeInTheDocument();
  });
});
