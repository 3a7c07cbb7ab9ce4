import {
  addDays,
  auditFormTexts,
  auditPaths,
  auditRefusals,
  calendarDateAt,
  deskPaths,
  longDay,
  type StaffMe,
} from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  auditAnswer,
  makeAuditView,
  makeDraw,
  makeSampled,
  refusal,
  SEED,
} from "../../../test/audit-factories.ts";
import { staffOf } from "../../../test/case-factories.ts";
import { makeConfig } from "../../../test/factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const PATH = "/desk/recertification/audits/5";

const redrawn = makeAuditView({
  draws: [
    makeDraw({ current: false }),
    makeDraw({
      id: 2,
      seed: "fedcba9876543210fedcba9876543210",
      reason: "The register import had not finished.",
      drawnAt: "2026-11-21T01:00:00.000Z",
    }),
  ],
});

const deskOf = (staff: StaffMe, answers: Record<string, () => Response> = {}) =>
  fakeService({
    [`GET ${deskPaths.me}`]: Response.json(staff),
    ...auditAnswer(redrawn),
    ...answers,
  });

const postsTo = (fetchMock: ReturnType<typeof fakeService>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === "POST");

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => row.textContent);

describe("the desk's recertification audit", () => {
  it("shows each draw's seed, rate and strata, the counts, the CSV and the sample", async () => {
    deskOf(staffOf("registrar"));
    const app = await renderApp({ path: PATH });
    expect(
      await screen.findByRole("heading", { name: "Recertification audit of 20 November 2026" }),
    ).toBeInTheDocument();
    const draws = screen.getAllByRole("listitem").filter((item) => item.matches(".card"));
    expect(draws.map((draw) => within(draw).getByRole("heading").textContent)).toEqual([
      "Draw 1: set aside",
      "Draw 2: the current sample",
    ]);
    expect(within(draws[0]!).getByText(SEED)).toHaveClass("font-monospace");
    expect(draws[1]).toHaveTextContent("Why drawn againThe register import had not finished.");
    expect(draws[0]).not.toHaveTextContent("Why drawn again");
    expect(draws[0]).toHaveTextContent("Drawn byadmin@example.org, 20 Nov 2026, 2:00 pm");
    expect(
      rowsOf(within(draws[0]!).getByRole("table", { name: /population and the sample of draw 1/ })),
    ).toEqual(["ProfessionPopulationDrawn", "Dental hygienist402", "Dentist201"]);
    expect(
      rowsOf(screen.getByRole("table", { name: "The sampled practitioners by status" })),
    ).toEqual(["StatusHow manyOldest, in days", "Drawn, not yet told12"]);
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      auditPaths.csv(5),
    );
    const sample = screen.getByRole("table", { name: "The sample" });
    expect(rowsOf(sample)).toEqual([
      "Person idNameProfessionStatusEvidence submittedOutcome",
      "31522Aroha NgataDental hygienistDrawn, not yet toldNot yetNot recorded",
    ]);
    await app.user.click(within(sample).getByRole("link", { name: "Aroha Ngata" }));
    expect(app.location()).toBe(`${PATH}/sample/7`);
  });

  it("copies a draw's seed", async () => {
    deskOf(staffOf("registrar"));
    const app = await renderApp({ path: PATH });
    await app.user.click(await screen.findByRole("button", { name: "Copy the seed of draw 1" }));
    expect(await navigator.clipboard.readText()).toBe(SEED);
    expect(screen.getByText("Copied.")).toBeInTheDocument();
  });

  it("gives a registrar nothing to send or draw again", async () => {
    deskOf(staffOf("registrar"));
    await renderApp({ path: PATH });
    await screen.findByRole("table", { name: "The sample" });
    expect(screen.queryByRole("button", { name: "Send the notices" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Draw again" })).toBeNull();
  });

  it("lets an admin send the notices, telling the deadline they set first", async () => {
    let sent = false;
    const fetchMock = deskOf(staffOf("admin"), {
      ...auditAnswer(() =>
        sent
          ? makeAuditView({
              noticesSentAt: "2026-11-22T01:00:00.000Z",
              evidenceDue: "2026-12-20",
              counts: [{ status: "awaiting", count: 1, oldestDays: 0 }],
              sample: [makeSampled({ status: "awaiting", evidenceSubmittedAt: null })],
            })
          : makeAuditView(),
      ),
      [`POST ${auditPaths.notices(5)}`]: () => {
        sent = true;
        return Response.json({});
      },
    });
    const app = await renderApp({ path: PATH });
    const today = calendarDateAt(new Date(), makeConfig().timeZone);
    expect(
      await screen.findByText(auditFormTexts.noticesWillSet(addDays(today, 28))),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole("button", { name: "Send the notices" }));
    expect(await screen.findByText(auditFormTexts.noticesSent)).toBeInTheDocument();
    expect(await screen.findByText(longDay("2026-12-20"))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send the notices" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Draw again" })).toBeNull();
    expect(postsTo(fetchMock, auditPaths.notices(5))).toHaveLength(1);
  });

  it("shows the service's refusal of the notices in the error summary", async () => {
    deskOf(staffOf("admin"), {
      [`POST ${auditPaths.notices(5)}`]: refusal(auditRefusals.noticesAlreadySent),
    });
    const app = await renderApp({ path: PATH });
    await app.user.click(await screen.findByRole("button", { name: "Send the notices" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent(auditRefusals.noticesAlreadySent);
  });

  it("draws again only with a reason, which it sends", async () => {
    const fetchMock = deskOf(staffOf("admin"), {
      [`POST ${auditPaths.draws(5)}`]: () => Response.json({}, { status: 201 }),
    });
    const app = await renderApp({ path: PATH });
    await app.user.click(await screen.findByRole("button", { name: "Draw again" }));
    expect(screen.getByRole("heading", { name: "Draw the sample again" })).toHaveFocus();
    expect(screen.getByText(auditFormTexts.redrawConfirm)).toBeInTheDocument();
    const reason = screen.getByRole("textbox", { name: auditFormTexts.labels.reason });
    await app.user.type(reason, "Too few");
    await app.user.click(screen.getByRole("button", { name: "Draw again" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(auditRefusals.reasonTooShort);
    expect(postsTo(fetchMock, auditPaths.draws(5))).toHaveLength(0);
    await app.user.type(reason, " dentists were left out.");
    await app.user.click(screen.getByRole("button", { name: "Draw again" }));
    expect(await screen.findByText(auditFormTexts.redrawn)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: auditFormTexts.labels.reason })).toBeNull();
    const [post] = postsTo(fetchMock, auditPaths.draws(5));
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      reason: "Too few dentists were left out.",
    });
  });

  it("shows the service's refusal to draw again in the form's error summary", async () => {
    deskOf(staffOf("admin"), {
      [`POST ${auditPaths.draws(5)}`]: refusal(auditRefusals.noticesSent),
    });
    const app = await renderApp({ path: PATH });
    await app.user.click(await screen.findByRole("button", { name: "Draw again" }));
    await app.user.type(
      screen.getByRole("textbox", { name: auditFormTexts.labels.reason }),
      "The import was not finished.",
    );
    await app.user.click(screen.getByRole("button", { name: "Draw again" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(auditRefusals.noticesSent);
  });

  it("shows the service's word for an audit it does not know", async () => {
    deskOf(staffOf("registrar"), {
      [`GET ${auditPaths.audit(5)}`]: refusal(auditRefusals.notFound, 404),
    });
    await renderApp({ path: PATH });
    expect(await screen.findByRole("alert")).toHaveTextContent(auditRefusals.notFound);
  });
});
