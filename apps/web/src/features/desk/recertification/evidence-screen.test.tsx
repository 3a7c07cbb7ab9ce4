import {
  auditFormTexts,
  auditPaths,
  auditRefusals,
  auditStatusNames,
  dateInputTexts,
  deskPaths,
  type SampledEvidence,
  type StaffMe,
} from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeEvidence, refusal } from "../../../test/audit-factories.ts";
import { staffOf } from "../../../test/case-factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const PATH = "/desk/recertification/audits/5/sample/7";
const { labels } = auditFormTexts;

const deskOf = (
  staff: StaffMe,
  evidence: SampledEvidence | (() => SampledEvidence),
  answers: Record<string, () => Response> = {},
) =>
  fakeService({
    [`GET ${deskPaths.me}`]: Response.json(staff),
    [`GET ${auditPaths.evidence(5, 7)}`]: () =>
      Response.json(typeof evidence === "function" ? evidence() : evidence),
    ...answers,
  });

const outcomePosts = (fetchMock: ReturnType<typeof fakeService>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === auditPaths.outcome(5, 7) && init?.method === "POST",
  );

describe("a sampled practitioner's evidence at the desk", () => {
  it("shows the cycle, the deadline and each activity with its files to download", async () => {
    deskOf(staffOf("registrar"), makeEvidence());
    await renderApp({ path: PATH });
    expect(
      await screen.findByRole("heading", { name: "Aroha Ngata's evidence" }),
    ).toBeInTheDocument();
    expect(screen.getByText("1 April 2025 to 31 March 2027")).toBeInTheDocument();
    expect(screen.getByText("18 December 2026")).toBeInTheDocument();
    const [workshop, course] = screen
      .getAllByRole("listitem")
      .filter((item) => item.matches(".card"));
    expect(within(workshop!).getByRole("heading")).toHaveTextContent(
      "12 May 2026: Cultural safety, 6.5 hours",
    );
    expect(workshop).toHaveTextContent(
      "ProviderTe Whare Ako" +
        "DescriptionTikanga in the dental chair" +
        "What was learntHow whānau take part in decisions" +
        "How it changes practiceI ask who the patient wants with them" +
        "Filescertificate.pdf",
    );
    expect(within(workshop!).getByRole("link", { name: "certificate.pdf" })).toHaveAttribute(
      "href",
      auditPaths.evidenceFile("5", "7", 9),
    );
    expect(within(course!).getByRole("heading")).toHaveTextContent(
      "3 August 2026: Clinical and scientific, 1 hour",
    );
    expect(course).not.toHaveTextContent("Provider");
    expect(within(course!).queryByRole("link")).toBeNull();
  });

  it("asks a remedial plan's due day, after today, and records the outcome", async () => {
    let recorded = false;
    const fetchMock = deskOf(
      staffOf("registrar"),
      () =>
        recorded
          ? makeEvidence({
              status: "remedial",
              outcome: "remedial",
              remedialDue: "2099-03-01",
              note: "Plan your cultural safety hours.",
              decidedBy: "registrar@example.org",
              decidedAt: "2026-11-26T01:00:00.000Z",
            })
          : makeEvidence(),
      {
        [`POST ${auditPaths.outcome(5, 7)}`]: () => {
          recorded = true;
          return Response.json({});
        },
      },
    );
    const app = await renderApp({ path: PATH });
    const submit = await screen.findByRole("button", { name: "Record the outcome" });
    await app.user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(auditRefusals.outcomeUnknown);
    expect(screen.queryByRole("textbox", { name: labels.remedialDue })).toBeNull();

    const group = screen.getByRole("group", { name: labels.outcome });
    await app.user.click(within(group).getByRole("radio", { name: auditStatusNames.remedial }));
    const due = screen.getByRole("textbox", { name: labels.remedialDue });
    await app.user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(auditFormTexts.required.remedialDue);
    await app.user.type(due, "1/1/2020");
    await app.user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(auditRefusals.remedialDue);
    await app.user.clear(due);
    await app.user.type(due, "31/02/2099");
    await app.user.click(submit);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      dateInputTexts.notADate(labels.remedialDue),
    );
    expect(outcomePosts(fetchMock)).toHaveLength(0);

    await app.user.clear(due);
    await app.user.type(due, "1/3/2099");
    await app.user.type(
      screen.getByRole("textbox", { name: labels.note }),
      "Plan your cultural safety hours.",
    );
    await app.user.click(submit);
    expect(await screen.findByText(auditFormTexts.outcomeRecorded)).toBeInTheDocument();
    expect(JSON.parse(String(outcomePosts(fetchMock)[0]?.[1]?.body))).toEqual({
      outcome: "remedial",
      remedialDue: "2099-03-01",
      note: "Plan your cultural safety hours.",
    });
    expect(await screen.findByText("1 March 2099")).toBeInTheDocument();
    expect(screen.getByText("Plan your cultural safety hours.")).toBeInTheDocument();
    expect(screen.getByText("registrar@example.org, 26 Nov 2026, 2:00 pm")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record the outcome" })).toBeNull();
  });

  it("sends no due day for an outcome other than a remedial plan", async () => {
    const fetchMock = deskOf(staffOf("admin"), makeEvidence(), {
      [`POST ${auditPaths.outcome(5, 7)}`]: () => Response.json({}),
    });
    const app = await renderApp({ path: PATH });
    await app.user.click(await screen.findByRole("radio", { name: auditStatusNames.met }));
    await app.user.click(screen.getByRole("button", { name: "Record the outcome" }));
    await screen.findByText(auditFormTexts.outcomeRecorded);
    expect(JSON.parse(String(outcomePosts(fetchMock)[0]?.[1]?.body))).toEqual({
      outcome: "met",
      note: "",
    });
  });

  it("shows the service's refusal of an outcome in the form's error summary", async () => {
    deskOf(staffOf("registrar"), makeEvidence(), {
      [`POST ${auditPaths.outcome(5, 7)}`]: refusal(auditRefusals.outcomeRecorded),
    });
    const app = await renderApp({ path: PATH });
    await app.user.click(await screen.findByRole("radio", { name: auditStatusNames.referred }));
    await app.user.click(screen.getByRole("button", { name: "Record the outcome" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(auditRefusals.outcomeRecorded);
  });

  it("has no outcome form before the evidence is submitted", async () => {
    deskOf(
      staffOf("registrar"),
      makeEvidence({ status: "awaiting", evidenceSubmittedAt: null, activities: [] }),
    );
    await renderApp({ path: PATH });
    expect(await screen.findByText("No activity is submitted yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record the outcome" })).toBeNull();
  });

  it("shows the service's word for someone not in the sample", async () => {
    fakeService({
      [`GET ${deskPaths.me}`]: Response.json(staffOf("admin")),
      [`GET ${auditPaths.evidence(5, 7)}`]: refusal(auditRefusals.selectionNotFound, 404),
    });
    await renderApp({ path: PATH });
    expect(await screen.findByRole("alert")).toHaveTextContent(auditRefusals.selectionNotFound);
  });
});
