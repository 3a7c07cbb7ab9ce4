import { renewalCounts as counts, deskPaths, roundViewPaths } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const summary = {
  year: "2027/2028",
  startsOn: "2027-04-01",
  endsOn: "2028-03-31",
  opensOn: "2027-02-01",
  deadline: "2027-03-31",
  graceEndsOn: "2027-04-14",
  feeCents: 121050,
  total: 3,
  counts: counts({ not_started: 1, in_progress: 1, accepted: 1 }),
  byProfession: [
    { profession: "Dentist", total: 2, counts: counts({ not_started: 1, accepted: 1 }) },
    { profession: "Dental hygienist", total: 1, counts: counts({ in_progress: 1 }) },
  ],
};

const aroha = {
  practitionerId: 7,
  name: "Aroha Ngata",
  registrationNumber: "31999",
  profession: "Dental hygienist",
  status: "in_progress",
  email: "aroha@example.org",
  hasAccount: true,
  lastReminder: { step: "42-days", sentAt: "2027-02-16T20:00:00.000Z" },
};

describe("the desk's round view", () => {
  const lapsed = {
    ...aroha,
    practitionerId: 8,
    name: "Mere Kingi",
    registrationNumber: "10490",
    status: "expired" as const,
    email: "mere@example.org",
    hasAccount: false,
    lastReminder: null,
  };

  it("shows the round's counts and who has not filed, and sends a reminder now", async () => {
    const fetchMock = fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
      [`GET ${roundViewPaths.summary("2027-2028")}`]: Response.json(summary),
      [`GET ${roundViewPaths.notFiled("2027-2028")}`]: Response.json({
        total: 2,
        page: 1,
        pageSize: 25,
        items: [aroha, lapsed],
      }),
      [`POST ${roundViewPaths.reminders("2027-2028")}`]: Response.json({
        practitionerId: 7,
        email: "aroha@example.org",
        sentAt: "2027-02-17T01:00:00.000Z",
        message: "Reminder sent to Aroha Ngata (aroha@example.org).",
      }),
    });
    const app = await renderApp({ path: "/desk/rounds/2027-2028" });
    expect(
      await screen.findByRole("heading", { name: "Renewal round 2027/2028" }),
    ).toBeInTheDocument();
    const table = await screen.findByRole("table", {
      name: "Practitioners who must renew for 2027/2028, by status and profession",
    });
    const dentists = within(table).getByRole("row", { name: /^Dentist/ });
    expect(
      within(dentists)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1", "0", "0", "0", "1", "0", "2"]);
    expect(within(table).getByRole("columnheader", { name: "Not started" })).toHaveAttribute(
      "scope",
      "col",
    );
    expect(within(table).getByRole("rowheader", { name: "All professions" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      roundViewPaths.notFiledCsv("2027-2028"),
    );
    const list = await screen.findByRole("table", { name: "Not filed yet" });
    const row = within(list).getByRole("row", { name: /Aroha Ngata/ });
    expect(row).toHaveTextContent("42 days before the deadline");
    // The lapsed are listed too, with no reminder to send.
    const gone = within(list).getByRole("row", { name: /Mere Kingi/ });
    expect(gone).toHaveTextContent(/Expired.*Lapsed: no reminder$/);
    expect(within(gone).queryByRole("button")).toBeNull();
    // Without an account they are listed at the register's e-mail, and it says so.
    expect(gone).toHaveTextContent("mere@example.orgNo portal account: sent an activation link");
    expect(row).not.toHaveTextContent("No portal account");

    await app.user.click(
      within(row).getByRole("button", { name: "Send a reminder now to Aroha Ngata" }),
    );
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Reminder sent to Aroha Ngata (aroha@example.org).",
      ),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ practitionerId: 7 });
  });

  it("says so when the round does not exist", async () => {
    fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
    });
    await renderApp({ path: "/desk/rounds/2030-2031" });
    expect(await screen.findByText("No such route")).toBeInTheDocument();
  });
});
