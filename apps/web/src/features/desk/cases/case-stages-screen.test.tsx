import {
  type CaseStageEntry,
  caseStagePaths,
  caseStageRefusals,
  caseStagesSaved,
  deskMessages,
  deskPaths,
} from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeCaseStage, migratedStages, staffOf } from "../../../test/case-factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const path = "/desk/cases/stages";

/** The service's stages, answering a PUT with what it was sent (or `refusal`). */
function stagesService(refusal?: { status: number; message: string }) {
  const fetchMock = fakeService({
    [`GET ${deskPaths.me}`]: Response.json(staffOf("admin")),
    [`GET ${caseStagePaths.stages}`]: Response.json({ stages: migratedStages }),
    [`PUT ${caseStagePaths.stages}`]: () => {
      if (refusal) return Response.json({ message: refusal.message }, { status: refusal.status });
      const [, init] = fetchMock.mock.calls.at(-1)!;
      return Response.json(JSON.parse(String(init?.body)));
    },
  });
  return () => {
    const put = fetchMock.mock.calls.findLast(([, init]) => init?.method === "PUT");
    return put && (JSON.parse(String(put[1]?.body)) as { stages: CaseStageEntry[] });
  };
}

const list = () => screen.getByRole("form", { name: "The stages, in order" });
const rowOf = (number: number) =>
  within(list()).getByRole("group", { name: new RegExp(`^Stage ${number} `) });
const namesShown = () =>
  within(list())
    .getAllByLabelText("Name")
    .map((box) => (box as HTMLInputElement).value);

describe("the admin's case stages", () => {
  it("lists the stages in order; the fixed ones keep their places", async () => {
    stagesService();
    await renderApp({ path });
    await screen.findByDisplayValue("Triage");
    expect(screen.getByRole("heading", { name: "Case stages" })).toHaveFocus();
    expect(namesShown()).toEqual([
      "Received",
      "Triage",
      "Assessment",
      "Investigation",
      "Referred",
      "Closed",
    ]);
    const received = rowOf(1);
    expect(received).toHaveAccessibleName("Stage 1 (code received)");
    expect(within(received).queryByRole("button")).toBeNull();
    expect(within(received).queryByLabelText("Retired: no case moves into it")).toBeNull();
    expect(within(rowOf(6)).queryByLabelText("Records where the case went")).toBeNull();
    expect(within(rowOf(5)).getByLabelText("Records where the case went")).toBeChecked();
    expect(within(rowOf(2)).getByRole("button", { name: "Move up: Triage" })).toBeDisabled();
    expect(within(rowOf(5)).getByRole("button", { name: "Move down: Referred" })).toBeDisabled();
  });

  it("renames, reorders, retires and marks a referral, then saves the whole list", async () => {
    const sent = stagesService();
    const app = await renderApp({ path });
    const triage = await screen.findByDisplayValue("Triage");
    await app.user.clear(triage);
    await app.user.type(triage, "Screening");
    await app.user.click(screen.getByRole("button", { name: "Move up: Investigation" }));
    await app.user.click(within(rowOf(4)).getByLabelText("Retired: no case moves into it"));
    await app.user.click(within(rowOf(4)).getByLabelText("Records where the case went"));
    await app.user.click(screen.getByRole("button", { name: "Save the stages" }));
    expect(await screen.findByRole("status")).toHaveTextContent(caseStagesSaved);
    expect(screen.getByRole("status")).toHaveFocus();
    expect(sent()).toEqual({
      stages: [
        makeCaseStage("received", "Received"),
        makeCaseStage("triage", "Screening"),
        makeCaseStage("investigation", "Investigation"),
        makeCaseStage("assessment", "Assessment", { retired: true, recordsReferredTo: true }),
        makeCaseStage("referred", "Referred", { recordsReferredTo: true }),
        makeCaseStage("closed", "Closed"),
      ],
    });
    expect(within(rowOf(4)).getByText("Retired")).toBeInTheDocument();
  });

  it("adds a stage by keyboard before Closed, its code made from its name, and saves it", async () => {
    const sent = stagesService();
    const app = await renderApp({ path });
    await screen.findByDisplayValue("Triage");
    screen.getByLabelText("Name of the new stage").focus();
    await app.user.keyboard("Awaiting the practitioner's reply{Enter}");
    expect(screen.getByRole("status")).toHaveTextContent(
      `"Awaiting the practitioner's reply" is added before Closed. Save the stages to keep it.`,
    );
    const added = rowOf(6);
    expect(added).toHaveAccessibleName("Stage 6 (code awaiting_the_practitioner_s_reply) New");
    expect(within(added).getByLabelText("Name")).toHaveFocus();
    expect(screen.getByLabelText("Name of the new stage")).toHaveValue("");
    await app.user.keyboard("{Enter}");
    expect(await screen.findByText(caseStagesSaved)).toHaveFocus();
    expect(sent()?.stages.map((s) => s.code)).toEqual([
      "received",
      "triage",
      "assessment",
      "investigation",
      "referred",
      "awaiting_the_practitioner_s_reply",
      "closed",
    ]);
    expect(within(rowOf(6)).queryByText("New")).toBeNull();
  });

  it("checks a new stage's name and code before adding it, and takes an unsaved one off", async () => {
    stagesService();
    const app = await renderApp({ path });
    await screen.findByDisplayValue("Triage");
    const addForm = screen.getByRole("form", { name: "Add a stage" });
    const addButton = within(addForm).getByRole("button", { name: "Add the stage" });
    await app.user.click(addButton);
    expect(await within(addForm).findByRole("alert")).toHaveTextContent(
      "Give the new stage a name.",
    );
    await app.user.type(screen.getByLabelText("Name of the new stage"), "Hearing");
    await app.user.type(screen.getByLabelText("Code (optional)"), "triage");
    await app.user.click(addButton);
    expect(await within(addForm).findByRole("alert")).toHaveTextContent(
      'A stage has the code "triage" already: type another.',
    );
    await app.user.clear(screen.getByLabelText("Code (optional)"));
    await app.user.type(screen.getByLabelText("Code (optional)"), "Hearing!");
    await app.user.click(addButton);
    expect(await within(addForm).findByRole("alert")).toHaveTextContent(
      "A code is lower-case letters, digits and _, starting with a letter.",
    );
    await app.user.clear(screen.getByLabelText("Code (optional)"));
    await app.user.type(screen.getByLabelText("Code (optional)"), "pcc_hearing");
    await app.user.click(addButton);
    expect(rowOf(6)).toHaveAccessibleName("Stage 6 (code pcc_hearing) New");
    await app.user.click(screen.getByRole("button", { name: "Take off: Hearing" }));
    expect(namesShown()).toHaveLength(6);
    expect(screen.getByLabelText("Name of the new stage")).toHaveFocus();
  });

  it("shows the service's refusal in the error summary, and keeps the list as changed", async () => {
    stagesService({ status: 400, message: caseStageRefusals.nameTwice("Triage") });
    const app = await renderApp({ path });
    const assessment = await screen.findByDisplayValue("Assessment");
    await app.user.clear(assessment);
    await app.user.type(assessment, "Triage");
    await app.user.click(screen.getByRole("button", { name: "Save the stages" }));
    const summary = await within(list()).findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(caseStageRefusals.nameTwice("Triage"));
    expect(namesShown()[2]).toBe("Triage");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("moves a stage by keyboard, focus staying on it, then on its other button at the end", async () => {
    stagesService();
    const app = await renderApp({ path });
    await screen.findByDisplayValue("Triage");
    screen.getByRole("button", { name: "Move down: Triage" }).focus();
    await app.user.keyboard("{Enter}");
    expect(namesShown()).toEqual([
      "Received",
      "Assessment",
      "Triage",
      "Investigation",
      "Referred",
      "Closed",
    ]);
    expect(screen.getByRole("button", { name: "Move down: Triage" })).toHaveFocus();
    await app.user.keyboard("{Enter}{Enter}");
    expect(namesShown().slice(3, 5)).toEqual(["Referred", "Triage"]);
    // Next to Closed now: its Move down is disabled, so focus is on Move up.
    expect(screen.getByRole("button", { name: "Move up: Triage" })).toHaveFocus();
  });

  it("is an admin's screen: an investigator is told it is not theirs", async () => {
    fakeService({ [`GET ${deskPaths.me}`]: Response.json(staffOf("investigator")) });
    await renderApp({ path });
    expect(await screen.findByRole("alert")).toHaveTextContent(deskMessages.forbidden);
  });
});
