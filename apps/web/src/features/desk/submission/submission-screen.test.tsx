import { deskPaths, type SubmissionView, submissionFlagTexts } from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeConfig } from "../../../test/factories.ts";
import { fakeService, renderApp } from "../../../test/render-app.tsx";

const at = "2026-11-20T01:00:00.000Z";
const answer = (fieldName: string, label: string, value: string, changed = false) => ({
  fieldName,
  label,
  value,
  changed,
});

/** A second-round registration: the second qualification's institution changed. */
function view(): SubmissionView {
  return {
    submission: {
      id: 7,
      formId: 3,
      formType: "REGISTRATION",
      formName: "Application for registration",
      round: 2,
      submittedAt: at,
      status: "awaiting",
      claimedBy: 1,
      claimedByEmail: "r@example.org",
      claimedAt: at,
      definitionVersion: 2,
    },
    flags: [],
    pages: [
      {
        code: "qualifications",
        name: "Qualifications",
        changed: true,
        sections: [
          {
            title: "Your dental qualifications",
            groups: [
              {
                groupId: "qualifications",
                title: "Qualification",
                repeating: true,
                rows: [
                  { row: 0, answers: [answer("institution", "Awarding institution", "Otago")] },
                  {
                    row: 1,
                    answers: [answer("institution", "Awarding institution", "AUT, Auckland", true)],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
    files: [],
    payments: [],
    decision: null,
    returnMessages: [],
    answeredMessages: [
      {
        id: 1,
        submissionId: 6,
        formId: 3,
        pageCode: "qualifications",
        fieldName: "institution",
        rowIndex: 1,
        message: "Give its full name.",
        clearedAt: at,
      },
    ],
    applicant: {
      userId: 9,
      email: "mere@example.org",
      firstName: "Mere",
      displayName: "Mere Tester",
      register: null,
    },
    earlierSubmissions: [],
    earlierVersionAnswers: [],
    verifiedIdentity: null,
  };
}

/** The queue the desk goes back to after a decision: empty, with the decision counted. */
function emptyQueue(counted: Partial<Record<"returned" | "declined", number>>) {
  return {
    total: 0,
    page: 1,
    pageSize: 20,
    items: [],
    counts: {
      byStatus: { awaiting: 0, returned: 0, accepted: 0, declined: 0, ...counted },
      byFormType: {},
    },
  };
}

describe("a submission on the desk", () => {
  it("tells when it came and was claimed on the configured calendar, not Auckland's", async () => {
    fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
      [`GET ${deskPaths.submission(7)}`]: Response.json(view()),
    });
    await renderApp({
      path: "/desk/submissions/7",
      config: makeConfig({ timeZone: "Europe/London" }),
    });
    // 01:00 UTC on 20 November is 1:00 am in London (2:00 pm in Auckland).
    expect(await screen.findByText(/^Round 2, submitted /)).toHaveTextContent(
      "Round 2, submitted 20 Nov 2026, 1:00 am. Awaiting a decision, claimed by r@example.org 20 Nov 2026, 1:00 am.",
    );
  });

  it("shows what the service flagged at submission above the answers, under its heading", async () => {
    const text =
      "Declared met; the log shows 9.5 of 40 hours, cultural safety 2.5 of 4, peer contacts 1 of 4";
    const flagged: SubmissionView = {
      ...view(),
      flags: [{ kind: "recertification_declaration", text, raisedAt: at }],
    };
    fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
      [`GET ${deskPaths.submission(7)}`]: Response.json(flagged),
    });
    await renderApp({ path: "/desk/submissions/7", config: makeConfig({ timeZone: "UTC" }) });
    const flags = await screen.findByRole("region", { name: submissionFlagTexts.heading });
    expect(within(flags).getByRole("listitem")).toHaveTextContent(
      `Recertification declaration: ${text} (at submission, 20 Nov 2026, 1:00 am)`,
    );
    // Before the answers, so it is read first.
    const answers = screen.getByRole("table", { name: "Qualification" });
    expect(flags.compareDocumentPosition(answers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says beside the applicant who the verified-identity provider proved applied, and when", async () => {
    const proved: SubmissionView = {
      ...view(),
      verifiedIdentity: { provider: "Demo ID", name: "Mere Tester", verifiedAt: at },
    };
    fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
      [`GET ${deskPaths.submission(7)}`]: Response.json(proved),
    });
    await renderApp({ path: "/desk/submissions/7", config: makeConfig({ timeZone: "UTC" }) });
    const applicant = await screen.findByRole("complementary", { name: "Applicant" });
    expect(
      within(applicant)
        .getByText(/^Identity verified/)
        .closest("p"),
    ).toHaveTextContent("Identity verified by Demo ID as Mere Tester, 20 Nov 2026, 1:00 am.");
  });

  it("names the form's version and the answers a later version no longer asks, with theirs", async () => {
    const moved: SubmissionView = {
      ...view(),
      earlierVersionAnswers: [
        { page: "Your details", label: "Phone", value: "021 555 0101", version: 1 },
      ],
    };
    fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
      [`GET ${deskPaths.submission(7)}`]: Response.json(moved),
    });
    await renderApp({ path: "/desk/submissions/7" });
    expect(await screen.findByText("Answered on version 2 of the form.")).toBeVisible();
    const table = screen.getByRole("table", { name: "Answers to questions no longer asked" });
    expect(within(table).getAllByRole("row")[1]).toHaveTextContent(
      "PhoneYour details021 555 0101version 1",
    );
  });

  it("shows rows as table rows, marks the change with the earlier message, and returns with a message on a row", async () => {
    const fetchMock = fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
      [`GET ${deskPaths.submission(7)}`]: Response.json(view()),
      [`POST ${deskPaths.returnForChanges(7)}`]: Response.json({
        submissionId: 7,
        status: "returned",
        at,
      }),
      [`GET ${deskPaths.submissions}`]: Response.json(emptyQueue({ returned: 1 })),
    });
    const app = await renderApp({ path: "/desk/submissions/7" });
    const table = await screen.findByRole("table", { name: "Qualification" });
    expect(screen.getByText(/, claimed by r@example\.org/)).toBeVisible();
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent("AUT, AucklandChanged");
    expect(rows[2]).toHaveTextContent("Earlier message: Give its full name.");

    await app.user.click(
      screen.getByRole("button", { name: "Add a message on Awarding institution, row 2" }),
    );
    await app.user.type(
      screen.getByLabelText("Message on Awarding institution, row 2"),
      "Say which campus.",
    );
    await app.user.type(screen.getByLabelText("Note to the applicant"), "One more change.");
    await app.user.click(screen.getByRole("button", { name: "Return for changes" }));

    expect(await screen.findByRole("heading", { name: "Queue" })).toBeInTheDocument();
    expect(screen.getByText(/^Returned for changes:/)).toHaveTextContent(
      "Returned for changes: Application for registration of Mere Tester, with 1 message on answers.",
    );
    const sent = fetchMock.mock.calls.find(
      ([url]) => String(url) === deskPaths.returnForChanges(7),
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      note: "One more change.",
      messages: [
        { page: "qualifications", field: "institution", row: 1, message: "Say which campus." },
      ],
    });
  });

  it("declines only with a reason: the service's refusal shows on the reason, then the reason is sent", async () => {
    const reasonRequired = "Give the reason for declining.";
    let declines = 0;
    const fetchMock = fakeService({
      [`GET ${deskPaths.me}`]: Response.json({ email: "r@example.org", role: "registrar" }),
      [`GET ${deskPaths.submission(7)}`]: Response.json(view()),
      [`POST ${deskPaths.decline(7)}`]: () =>
        ++declines === 1
          ? Response.json({ message: reasonRequired }, { status: 422 })
          : Response.json({ submissionId: 7, status: "declined", at }),
      [`GET ${deskPaths.submissions}`]: Response.json(emptyQueue({ declined: 1 })),
    });
    const app = await renderApp({ path: "/desk/submissions/7" });
    await app.user.click(await screen.findByRole("button", { name: "Decline" }));
    const summary = await screen.findByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole("link", { name: /Reason for declining/ })).toHaveTextContent(
      reasonRequired,
    );

    await app.user.type(screen.getByLabelText("Reason for declining"), "  Not a dental degree.  ");
    await app.user.click(screen.getByRole("button", { name: "Decline" }));
    expect(await screen.findByRole("heading", { name: "Queue" })).toBeInTheDocument();
    expect(screen.getByText(/^Declined:/)).toHaveTextContent(
      "Declined: Application for registration of Mere Tester.",
    );
    const sent = fetchMock.mock.calls.filter(([url]) => String(url) === deskPaths.decline(7));
    expect(JSON.parse(String(sent.at(-1)?.[1]?.body))).toEqual({
      reason: "Not a dental degree.",
    });
  });
});
