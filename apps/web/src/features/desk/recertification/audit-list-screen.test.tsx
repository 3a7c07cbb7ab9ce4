import {
  auditFormTexts,
  auditPaths,
  auditRefusals,
  calendarDateAt,
  deskPaths,
  type StaffMe,
} from "@portal/contract";
import { toDisplayDate } from "@portal/forms";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { auditAnswer, makeAuditView, refusal, SEED } from "../../../test/audit-factories.ts";
import { staffOf } from "../../../test/case-factories.ts";
import { cycleAnswer } from "../../../test/cycle-factories.ts";
import { makeConfig } from "../../../test/factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const noticed = makeAuditView({
  noticesSentAt: "2026-11-21T01:00:00.000Z",
  evidenceDue: "2026-12-19",
  sampled: 3,
  counts: [
    { status: "awaiting", count: 2, oldestDays: 8 },
    { status: "submitted", count: 1, oldestDays: 1 },
  ],
});

const deskOf = (staff: StaffMe, answers: Record<string, () => Response> = {}) =>
  fakeService({
    [`GET ${deskPaths.me}`]: Response.json(staff),
    [`GET ${auditPaths.audits}`]: () => Response.json({ items: [noticed] }),
    ...auditAnswer(makeAuditView()),
    ...answers,
  });

const today = () => calendarDateAt(new Date(), makeConfig().timeZone);

describe("the desk's recertification audits", () => {
  it("lists each audit with its rate, sample, notices and counts, each linked to its screen", async () => {
    deskOf(staffOf("registrar"));
    const app = await renderApp({ path: "/desk/recertification/audits" });
    // The heading takes the focus once the screen has drawn it (an effect after the render).
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Recertification audits" })).toHaveFocus(),
    );
    const table = await screen.findByRole("table", { name: /^Recertification audits/ });
    const [headers, row] = within(table).getAllByRole("row");
    expect(headers).toHaveAccessibleName(
      "Cycles in force on Rate Sampled Notices sent Evidence due By status",
    );
    expect(within(row!).getByRole("rowheader")).toHaveTextContent(
      "Recertification audit of 20 November 2026",
    );
    expect(
      within(row!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([
      "5%",
      "3",
      "21 Nov 2026, 2:00 pm",
      "19 December 2026",
      "Evidence awaited: 2Evidence submitted: 1",
    ]);
    expect(screen.queryByRole("button", { name: "Draw a sample" })).toBeNull();
    await app.user.click(within(row!).getByRole("link"));
    expect(app.location()).toBe("/desk/recertification/audits/5");
  });

  it("is linked from the cycles' screen", async () => {
    deskOf(staffOf("registrar"), cycleAnswer([]));
    const app = await renderApp({ path: "/desk/recertification" });
    await app.user.click(await screen.findByRole("link", { name: "Recertification audits" }));
    expect(app.location()).toBe("/desk/recertification/audits");
  });

  it("lets an admin draw a sample, today and 28 days unless said, and opens the audit drawn", async () => {
    const fetchMock = deskOf(staffOf("admin"), {
      [`POST ${auditPaths.audits}`]: () => Response.json(makeAuditView(), { status: 201 }),
    });
    const app = await renderApp({ path: "/desk/recertification/audits" });
    await app.user.click(await screen.findByRole("button", { name: "Draw a sample" }));
    expect(screen.getByRole("heading", { name: "Draw a sample" })).toHaveFocus();
    const day = screen.getByRole("textbox", { name: auditFormTexts.labels.onDay });
    expect(day).toHaveValue(toDisplayDate(today()));
    expect(screen.getByRole("textbox", { name: auditFormTexts.labels.evidenceDays })).toHaveValue(
      "28",
    );
    await app.user.click(screen.getByRole("button", { name: "Draw the sample" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(auditFormTexts.required.ratePercent);
    await app.user.type(
      screen.getByRole("textbox", { name: auditFormTexts.labels.ratePercent }),
      "2.5",
    );
    await app.user.click(screen.getByRole("button", { name: "Draw the sample" }));
    expect(await screen.findByText(auditFormTexts.drawn)).toBeInTheDocument();
    expect(app.location()).toBe("/desk/recertification/audits/5");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      onDay: today(),
      ratePercent: 2.5,
      evidenceDays: 28,
    });
  });

  it("shows the service's refusal of a draw in the form's error summary", async () => {
    const fetchMock = deskOf(staffOf("admin"), {
      [`POST ${auditPaths.audits}`]: refusal(auditRefusals.noCycles, 422),
    });
    const app = await renderApp({ path: "/desk/recertification/audits" });
    await app.user.click(await screen.findByRole("button", { name: "Draw a sample" }));
    const days = screen.getByRole("textbox", { name: auditFormTexts.labels.evidenceDays });
    await app.user.clear(days);
    await app.user.type(days, "3");
    await app.user.type(
      screen.getByRole("textbox", { name: auditFormTexts.labels.ratePercent }),
      "5",
    );
    await app.user.click(screen.getByRole("button", { name: "Draw the sample" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(auditRefusals.evidenceDays);
    await app.user.clear(days);
    await app.user.type(days, "28");
    await app.user.type(screen.getByRole("textbox", { name: auditFormTexts.labels.seed }), SEED);
    await app.user.click(screen.getByRole("button", { name: "Draw the sample" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(auditRefusals.noCycles);
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({ evidenceDays: 28, seed: SEED });
    expect(app.location()).toBe("/desk/recertification/audits");
  });
});
