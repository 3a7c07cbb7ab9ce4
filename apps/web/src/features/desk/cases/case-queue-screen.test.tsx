import { casePaths, deskPaths } from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  makeCaseFigures,
  makeCaseItem,
  makeCaseStage,
  staffOf,
  stagesAnswer,
} from "../../../test/case-factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const known = makeCaseItem({
  category: "infection_control",
  risk: "high",
  claimedBy: "investigator@example.org",
});
const unknown = makeCaseItem({
  reference: "C-2026-000043",
  source: "employer",
  practitioner: null,
  practitionerNamed: "Dr Hemi Walker",
});

/** The stages as an admin has set them: triage renamed, one added, one retired. */
const configured = [
  makeCaseStage("received", "Received"),
  makeCaseStage("triage", "Screening"),
  makeCaseStage("awaiting_reply", "Awaiting a reply"),
  makeCaseStage("assessment", "Assessment", { retired: true }),
  makeCaseStage("investigation", "Investigation"),
  makeCaseStage("referred", "Referred", { recordsReferredTo: true }),
  makeCaseStage("closed", "Closed"),
];

const casesService = (total = 2, role: "investigator" | "admin" = "investigator") =>
  fakeService({
    ...stagesAnswer(configured),
    [`GET ${deskPaths.me}`]: Response.json(staffOf(role)),
    [`GET ${casePaths.cases}`]: Response.json({
      total,
      page: 1,
      pageSize: 20,
      items: [known, unknown],
    }),
    [`GET ${casePaths.figures}`]: Response.json(makeCaseFigures()),
  });

const askedFor = (fetchMock: ReturnType<typeof fakeService>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), "http://desk.test"))
    .filter((url) => url.pathname === casePaths.cases)
    .at(-1);

describe("the desk's case queue", () => {
  it("lists each case by its reference, with who it is about, or the name the raiser gave", async () => {
    casesService();
    await renderApp({ path: "/desk/cases" });
    const row = await screen.findByRole("row", { name: /C-2026-000042/ });
    expect(within(row).getByRole("link", { name: "C-2026-000042" })).toHaveAttribute(
      "href",
      "/desk/cases/C-2026-000042",
    );
    expect(row).toHaveTextContent(
      "C-2026-000042" +
        "20 Nov 2026, 2:00 pm" +
        "PatientMere ParataRegistration DH 1234" +
        "Infection controlHighScreening3investigator@example.orgOpen",
    );
    expect(screen.getByRole("row", { name: /C-2026-000043/ })).toHaveTextContent(
      "EmployerNot knownNamed as Dr Hemi WalkerNot triagedNot triagedScreening3Not claimedOpen",
    );
    expect(screen.getByText("2 cases match")).toHaveRole("status");
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      casePaths.csv,
    );
  });

  it("shows the figures as tables: counts by source, category, stage and outcome, and ages", async () => {
    casesService();
    await renderApp({ path: "/desk/cases" });
    const bySource = await screen.findByRole("table", { name: "Cases by source" });
    expect(
      within(bySource)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual(["SourceCases", "Patient3", "Employer1"]);
    expect(screen.getByRole("table", { name: "Cases by category" })).toHaveTextContent(
      "Infection control2",
    );
    expect(screen.getByRole("table", { name: "Cases by stage" })).toHaveTextContent(
      "Screening3Closed1",
    );
    expect(screen.getByRole("table", { name: "Cases by outcome" })).toHaveTextContent(
      "No further action1",
    );
    const ages = screen.getByRole("table", { name: "Days in their stage, of open cases" });
    expect(within(ages).getAllByRole("row")[1]).toHaveTextContent("Screening3124");
  });

  it("keeps its stage and 'mine' filters and its page in the address, and asks for them", async () => {
    const fetchMock = casesService(45);
    const app = await renderApp({ path: "/desk/cases" });
    await screen.findByRole("row", { name: /C-2026-000042/ });
    expect(askedFor(fetchMock)?.searchParams.get("stage")).toBeNull();
    const stages = screen.getByLabelText("Stage");
    expect(
      within(stages)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Any stage",
      "Received",
      "Screening",
      "Awaiting a reply",
      "Assessment (retired)",
      "Investigation",
      "Referred",
      "Closed",
    ]);

    await app.user.selectOptions(stages, "Assessment (retired)");
    await app.user.click(screen.getByLabelText("Only cases I have claimed"));
    await app.user.click(screen.getByRole("button", { name: "Filter" }));
    expect(app.location()).toBe("/desk/cases?stage=assessment&mine=true");
    const filtered = askedFor(fetchMock);
    expect(filtered?.searchParams.get("stage")).toBe("assessment");
    expect(filtered?.searchParams.get("mine")).toBe("true");

    await app.user.click(await screen.findByRole("button", { name: "Page 2" }));
    expect(app.location()).toBe("/desk/cases?stage=assessment&mine=true&page=2");
    expect(askedFor(fetchMock)?.searchParams.get("page")).toBe("2");
    // Shown again as chosen, from the address.
    expect(await screen.findByLabelText("Stage")).toHaveValue("assessment");
    expect(screen.getByLabelText("Only cases I have claimed")).toBeChecked();
  });

  it("reads what is not a stage's code in the address as any stage", async () => {
    const fetchMock = casesService();
    await renderApp({ path: "/desk/cases?stage=Lost%20one" });
    await screen.findByRole("row", { name: /C-2026-000042/ });
    expect(askedFor(fetchMock)?.searchParams.get("stage")).toBeNull();
    expect(screen.getByLabelText("Stage")).toHaveValue("");
  });

  it("links an admin, and no investigator, to the case stages", async () => {
    casesService(2, "admin");
    const admin = await renderApp({ path: "/desk/cases" });
    expect(await screen.findByRole("link", { name: "Case stages" })).toHaveAttribute(
      "href",
      "/desk/cases/stages",
    );
    admin.unmount();
    casesService();
    await renderApp({ path: "/desk/cases" });
    await screen.findByRole("row", { name: /C-2026-000042/ });
    expect(screen.queryByRole("link", { name: "Case stages" })).toBeNull();
  });
});
