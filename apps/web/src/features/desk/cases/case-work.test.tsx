import { casePaths, caseRefusals, dateInputTexts } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeCaseDetail, makeCaseStage, stagesAnswer } from "../../../test/case-factories.ts";
import { CASE_REF, casePath, caseService, refused } from "../../../test/case-service.ts";
import { type fakeService, renderApp } from "../../../test/render-app.tsx";

const ok = () => Response.json({});

async function openForm(name: string, answers: Parameters<typeof fakeService>[0]) {
  const { sent } = caseService(makeCaseDetail(), answers);
  const app = await renderApp({ path: casePath });
  const form = await screen.findByRole("form", { name });
  return { app, form, sent, in: within(form) };
}

const summaryIn = async (form: HTMLElement) => {
  const summary = await within(form).findByRole("alert", { name: "There is a problem" });
  expect(summary).toHaveFocus();
  return summary;
};

describe("working a case", () => {
  it("triages, and shows the service's refusal of a case to join", async () => {
    const triage = casePaths.triage(CASE_REF);
    const {
      app,
      form,
      sent,
      in: inForm,
    } = await openForm("Triage", {
      [`POST ${triage}`]: refused(caseRefusals.linkUnknown),
    });
    await app.user.selectOptions(inForm.getByLabelText("Category"), "Infection control");
    await app.user.selectOptions(inForm.getByLabelText("Risk"), "High");
    await app.user.type(inForm.getByLabelText("Join to case (optional)"), "C-2026-000007");
    await app.user.click(inForm.getByRole("button", { name: "Save the triage" }));
    expect(await summaryIn(form)).toHaveTextContent(caseRefusals.linkUnknown);
    expect(sent(triage)).toEqual({
      category: "infection_control",
      risk: "high",
      linkTo: "C-2026-000007",
    });
  });

  it("asks for a category and a risk before triage is sent", async () => {
    const { app, form, in: inForm } = await openForm("Triage", {});
    await app.user.click(inForm.getByRole("button", { name: "Save the triage" }));
    const summary = await summaryIn(form);
    expect(
      within(summary).getByRole("link", { name: "Choose the concern's category." }),
    ).toHaveAttribute("href", "#case-triage-category");
    expect(inForm.getByLabelText("Risk")).toHaveAccessibleDescription("Choose the risk.");
  });

  it("moves to a stage as the admins set them, never closed or retired, saying where it went", async () => {
    const configured = [
      makeCaseStage("received", "Received"),
      makeCaseStage("triage", "Triage and screening"),
      makeCaseStage("awaiting_reply", "Awaiting a reply"),
      makeCaseStage("assessment", "Assessment", { retired: true }),
      makeCaseStage("hdc", "Sent to the HDC", { recordsReferredTo: true }),
      makeCaseStage("referred", "Referred", { recordsReferredTo: true, retired: true }),
      makeCaseStage("closed", "Closed with an outcome"),
    ];
    const stage = casePaths.stage(CASE_REF);
    const {
      app,
      sent,
      in: inForm,
    } = await openForm("Move to another stage", {
      ...stagesAnswer(configured),
      [`POST ${stage}`]: ok,
    });
    expect(screen.getByText(/for 3 days/)).toHaveTextContent("Triage and screening for 3 days");
    const stages = inForm.getByLabelText("Move to stage");
    expect(
      within(stages)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Received", "Triage and screening", "Awaiting a reply", "Sent to the HDC"]);
    expect(stages).toHaveValue("triage");
    await app.user.selectOptions(stages, "Awaiting a reply");
    expect(inForm.queryByLabelText("Referred to")).toBeNull();
    await app.user.selectOptions(stages, "Sent to the HDC");
    await app.user.type(
      inForm.getByLabelText("Referred to"),
      "The Health and Disability Commissioner",
    );
    await app.user.type(inForm.getByLabelText("Note on the move"), "Outside our reach.");
    await app.user.click(inForm.getByRole("button", { name: "Move the case" }));
    expect(await screen.findByRole("status")).toHaveTextContent("The case has moved.");
    expect(sent(stage)).toEqual({
      stage: "hdc",
      note: "Outside our reach.",
      referredTo: "The Health and Disability Commissioner",
    });
  });

  it("keeps a case in a retired stage there unless it is moved, saying the stage is retired", async () => {
    caseService(
      makeCaseDetail({ stage: "assessment", claimedBy: "investigator@example.org" }),
      stagesAnswer([
        makeCaseStage("received", "Received"),
        makeCaseStage("assessment", "Assessment", { retired: true }),
        makeCaseStage("closed", "Closed"),
      ]),
    );
    await renderApp({ path: casePath });
    const form = await screen.findByRole("form", { name: "Move to another stage" });
    const stages = within(form).getByLabelText("Move to stage");
    expect(
      within(stages)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Received", "Assessment (retired)"]);
    expect(stages).toHaveValue("assessment");
  });

  it("adds a task due on a day typed DD/MM/YYYY, refusing one that is not a real date", async () => {
    const tasks = casePaths.tasks(CASE_REF);
    const {
      app,
      form,
      sent,
      in: inForm,
    } = await openForm("Add a task", {
      [`POST ${tasks}`]: ok,
    });
    await app.user.type(inForm.getByLabelText("Task"), "Ask the clinic for its policy");
    const due = inForm.getByLabelText("Due date");
    await app.user.type(due, "31/02/2027");
    await app.user.click(inForm.getByRole("button", { name: "Add the task" }));
    expect(await summaryIn(form)).toHaveTextContent(dateInputTexts.notADate("Due date"));
    await app.user.clear(due);
    await app.user.type(due, "1/3/2027");
    await app.user.click(inForm.getByRole("button", { name: "Add the task" }));
    expect(await screen.findByRole("status")).toHaveTextContent("The task is added.");
    expect(sent(tasks)).toEqual({ title: "Ask the clinic for its policy", dueOn: "2027-03-01" });
  });

  it("marks a task done, and shows the service's refusal", async () => {
    const service = caseService(
      makeCaseDetail({
        tasks: [{ id: 9, title: "Call the employer", dueOn: "2026-12-01", doneAt: null }],
      }),
      { [`POST ${casePaths.taskDone(CASE_REF, 9)}`]: refused(caseRefusals.taskNotFound) },
    );
    const app = await renderApp({ path: casePath });
    const tasks = await screen.findByRole("table", { name: "Tasks" });
    expect(within(tasks).getAllByRole("row")[1]).toHaveTextContent("Call the employer01/12/2026");
    await app.user.click(within(tasks).getByRole("button", { name: "Done: Call the employer" }));
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(caseRefusals.taskNotFound);
    expect(service.posted(casePaths.taskDone(CASE_REF, 9))).toBe(true);
  });

  it("sends a letter from a template to the practitioner, with a paragraph", async () => {
    const letters = casePaths.letters(CASE_REF);
    const {
      app,
      sent,
      in: inForm,
    } = await openForm("Send a letter", {
      [`POST ${letters}`]: ok,
    });
    await app.user.selectOptions(inForm.getByLabelText("To"), "The practitioner");
    await app.user.selectOptions(inForm.getByLabelText("Letter"), "Notice of the concern");
    await app.user.type(inForm.getByLabelText("Paragraph to add"), "Please reply by 1 December.");
    await app.user.click(inForm.getByRole("button", { name: "Send the letter" }));
    expect(await screen.findByRole("status")).toHaveTextContent("The letter is on its way.");
    expect(sent(letters)).toEqual({
      to: "practitioner",
      template: "notice",
      body: "Please reply by 1 December.",
    });
  });

  it("asks a suspension for its first day, then shows the service's refusal of the outcome", async () => {
    const outcome = casePaths.outcome(CASE_REF);
    const {
      app,
      form,
      sent,
      in: inForm,
    } = await openForm("Record the outcome", {
      [`POST ${outcome}`]: refused(caseRefusals.outcomeNeedsPractitioner),
    });
    const submit = inForm.getByRole("button", { name: "Record the outcome and close the case" });
    await app.user.selectOptions(inForm.getByLabelText("Outcome"), "Registration suspended");
    await app.user.type(inForm.getByLabelText("Reasons"), "Unsafe practice.");
    await app.user.click(submit);
    expect(await summaryIn(form)).toHaveTextContent(caseRefusals.suspendFromMissing);
    await app.user.type(inForm.getByLabelText("Suspended from"), "01/12/2026");
    await app.user.click(submit);
    const refusal = await within(form).findByText(caseRefusals.outcomeNeedsPractitioner);
    expect(refusal.closest("[role=alert]")).toHaveFocus();
    expect(within(form).getAllByRole("alert")).toHaveLength(1);
    expect(sent(outcome)).toEqual({
      outcome: "suspension",
      reasons: "Unsafe practice.",
      suspendFrom: "2026-12-01",
    });
  });

  it("imposes a condition as the outcome, and says so once the case shows closed", async () => {
    const outcome = casePaths.outcome(CASE_REF);
    let closed = false;
    const {
      app,
      sent,
      in: inForm,
    } = await openForm("Record the outcome", {
      [`POST ${outcome}`]: () => {
        closed = true;
        return ok();
      },
      // Loaded again once the outcome is in: closed, so the forms (and theirs) are gone.
      [`GET ${casePaths.case(CASE_REF)}`]: () =>
        Response.json(makeCaseDetail(closed ? { stage: "closed" } : {})),
    });
    await app.user.selectOptions(inForm.getByLabelText("Outcome"), "Conditions imposed");
    await app.user.selectOptions(inForm.getByLabelText("Type of condition"), "Supervision");
    await app.user.type(inForm.getByLabelText("Public wording"), "Practises under supervision.");
    await app.user.type(inForm.getByLabelText("Start date"), "01/12/2026");
    await app.user.type(inForm.getByLabelText("Decision"), "PCC 2026/20");
    await app.user.type(inForm.getByLabelText("Reasons"), "Infection control lapses.");
    await app.user.click(
      inForm.getByRole("button", { name: "Record the outcome and close the case" }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(
      "The outcome is recorded and the case is closed.",
    );
    await waitFor(() => expect(screen.queryByRole("form")).toBeNull());
    expect(screen.getByRole("status")).toHaveTextContent(
      "The outcome is recorded and the case is closed.",
    );
    expect(sent(outcome)).toEqual({
      outcome: "conditions",
      reasons: "Infection control lapses.",
      condition: {
        type: "Supervision",
        wording: "Practises under supervision.",
        startsOn: "2026-12-01",
        endsOn: null,
        reviewOn: null,
        decision: "PCC 2026/20",
      },
    });
  });

  it("shows a closed case's outcome and offers no work on it", async () => {
    caseService(makeCaseDetail({ stage: "closed", outcome: "no_further_action" }));
    await renderApp({ path: casePath });
    expect(await screen.findByText(/^Received /)).toHaveTextContent(
      "Closed for 3 days: No further action.",
    );
    expect(screen.queryByRole("heading", { name: "Work on the case" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Claim" })).toBeNull();
  });
});
