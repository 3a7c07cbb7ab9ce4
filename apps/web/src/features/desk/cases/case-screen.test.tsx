import { casePaths, caseRefusals } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeCaseDetail } from "../../../test/case-factories.ts";
import { CASE_REF, casePath, caseService, refused } from "../../../test/case-service.ts";
import { heldAnswer, renderApp } from "../../../test/render-app.tsx";

describe("a case on the desk", () => {
  it("shows the concern as answered, its files, who it is about and what happened, oldest first", async () => {
    caseService(
      makeCaseDetail({
        sharesIdentity: true,
        events: [
          {
            at: "2026-11-20T01:00:00.000Z",
            by: null,
            kind: "received",
            text: "Concern received",
            releasedToPractitioner: false,
          },
          {
            at: "2026-11-22T03:00:00.000Z",
            by: "investigator@example.org",
            kind: "note",
            text: "Asked the clinic for its hand-washing policy.",
            releasedToPractitioner: true,
          },
        ],
      }),
    );
    await renderApp({ path: casePath });
    expect(await screen.findByRole("heading", { name: `Case ${CASE_REF}` })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Your concern" })).toBeInTheDocument();
    expect(
      screen.getByRole("rowheader", { name: "What happened" }).closest("tr"),
    ).toHaveTextContent("What happenedThe practitioner did not wash their hands.");
    expect(screen.getByRole("link", { name: "photo.jpg" })).toHaveAttribute(
      "href",
      casePaths.file(CASE_REF, 5),
    );
    const practitioner = screen.getByRole("complementary", { name: "Practitioner" });
    expect(practitioner).toHaveTextContent("Mere ParataRegistration DH 1234");
    // An investigator's role does not open the register.
    expect(within(practitioner).queryByRole("link")).toBeNull();
    expect(screen.getByRole("complementary", { name: "Raised by" })).toHaveTextContent(
      "PatientThey agreed to their identity being shared with the practitioner.",
    );
    const timeline = screen.getByRole("table", { name: "Timeline" });
    const rows = within(timeline).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("20 Nov 2026, 2:00 pmConcern receivedThe service");
    expect(rows[2]).toHaveTextContent(
      "Asked the clinic for its hand-washing policy.Released to the practitioner",
    );
  });

  it("links an admin to the practitioner's register record, and tells of an unknown one by the name given", async () => {
    caseService(makeCaseDetail(), {}, "admin");
    const app = await renderApp({ path: casePath });
    const link = await screen.findByRole("link", {
      name: "Open the register record of Mere Parata",
    });
    expect(link).toHaveAttribute("href", "/desk/register/31522");
    app.unmount();

    caseService(makeCaseDetail({ practitioner: null, practitionerNamed: "Dr Hemi Walker" }));
    await renderApp({ path: casePath });
    expect(await screen.findByRole("complementary", { name: "Practitioner" })).toHaveTextContent(
      "Not knownNamed as Dr Hemi Walker",
    );
  });

  it("shows a refused claim in the error summary with the service's message", async () => {
    caseService(makeCaseDetail(), {
      [`POST ${casePaths.claim(CASE_REF)}`]: refused(caseRefusals.claimedByOther),
    });
    const app = await renderApp({ path: casePath });
    await app.user.click(await screen.findByRole("button", { name: "Claim" }));
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(caseRefusals.claimedByOther);
  });

  it("adds a note released to the practitioner: held while it sends, then the case is loaded again and the note form emptied", async () => {
    const note = heldAnswer();
    const service = caseService(makeCaseDetail(), {
      [`POST ${casePaths.notes(CASE_REF)}`]: note.answer,
    });
    const app = await renderApp({ path: casePath });
    const form = await screen.findByRole("form", { name: "Add a note" });
    const task = screen.getByRole("form", { name: "Add a task" });
    await app.user.type(within(task).getByLabelText("Task"), "Call the clinic");
    await app.user.type(within(form).getByLabelText("Note"), "Spoke to the practice manager.");
    await app.user.click(within(form).getByLabelText("Release to the practitioner"));
    await app.user.click(within(form).getByRole("button", { name: "Add the note" }));
    expect(within(form).getByRole("button", { name: "Sending..." })).toBeDisabled();
    expect(service.sent(casePaths.notes(CASE_REF))).toEqual({
      text: "Spoke to the practice manager.",
      releasedToPractitioner: true,
    });
    const before = service.loads();
    note.release(Response.json({}));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("The note is added and released to the practitioner.");
    await waitFor(() => expect(status).toHaveFocus());
    await waitFor(() => expect(service.loads()).toBe(before + 1));
    // The form starts afresh for the next note; another keeps what is being typed in it.
    expect(screen.getByLabelText("Note")).toHaveValue("");
    expect(screen.getByLabelText("Release to the practitioner")).not.toBeChecked();
    expect(screen.getByLabelText("Task")).toHaveValue("Call the clinic");
  });

  it("shows a refused note in the error summary with the service's message", async () => {
    caseService(makeCaseDetail(), {
      [`POST ${casePaths.notes(CASE_REF)}`]: refused(caseRefusals.notClaimed),
    });
    const app = await renderApp({ path: casePath });
    const form = await screen.findByRole("form", { name: "Add a note" });
    await app.user.type(within(form).getByLabelText("Note"), "A note.");
    await app.user.click(within(form).getByRole("button", { name: "Add the note" }));
    const summary = await within(form).findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(caseRefusals.notClaimed);
  });
});
