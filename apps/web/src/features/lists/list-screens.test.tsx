import {
  type AuthResponse,
  type CompletedForm,
  type FormType,
  type InProgressForm,
  SESSION_HEADER,
  type Tile,
} from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  makeAuthResponse,
  makeConfig,
  makeFormType,
  makeInProgressForm,
  makeTile,
} from "../../test/factories.ts";
import { fakeService, heldAnswer, renderApp } from "../../test/render-app.tsx";

const seconds = (iso: string) => Date.parse(iso) / 1000;
const draft = (formId: string, extra: Partial<InProgressForm> = {}) =>
  makeInProgressForm(formId, {
    name: `Draft ${formId}`,
    writeDate: seconds("2026-03-03T00:00:00Z"),
    ...extra,
  });
const done = (formId: string, extra: Partial<CompletedForm> = {}): CompletedForm => ({
  ...draft(formId, { canEdit: false, canDelete: false }),
  name: `Done ${formId}`,
  attachments: [
    { id: 41, name: `${formId}.pdf`, type: "form", fileSize: 20_480 },
    { id: 42, name: "Receipt.txt", type: "invoice", fileSize: 512 },
  ],
  ...extra,
});
const formType = (id: string, extra: Partial<FormType> = {}) =>
  makeFormType(id, { canAdd: true, ...extra });
/** A dedicated list's tile: one form type, which cannot be added to. */
const dedicatedTile = (
  type: string,
  name: string,
  formTypeId: string,
  lists: Pick<FormType, "forms" | "completedForms">,
) => makeTile(type, { name, formTypes: [formType(formTypeId, { canAdd: false, ...lists })] });

/** Signed in with these tiles; GET user answers them too (lists refresh on arrival). */
async function openList(
  path: string,
  tiles: Tile[],
  options: {
    config?: ReturnType<typeof makeConfig>;
    /** More answers of the fake service, there before the screen asks. */
    answers?: Record<string, Response | (() => Response)>;
  } = {},
) {
  const session = makeAuthResponse({ odooSessionId: "s-1", tiles });
  const answers: Record<string, Response | (() => Response)> = {
    "GET /web_portal/api/v1/user": Response.json(session),
    ...options.answers,
  };
  const fetchMock = fakeService(answers);
  const app = await renderApp({ path, session, config: options.config });
  return { ...app, fetchMock, answers, session };
}

const tableOf = (name: string) => {
  const section = screen.getByRole("region", { name });
  return within(section);
};
const headers = (name: string) =>
  tableOf(name)
    .getAllByRole("columnheader")
    .map((h) => h.textContent);

describe("the generic list /forms/{type}", () => {
  const apc = makeTile("apc", {
    name: "Annual Practising Certificate",
    formTypes: [
      formType("APC", {
        forms: [
          draft("d1", { name: "APC 2026/2027" }),
          draft("d2", { canEdit: false, canDelete: false }),
        ],
        completedForms: [done("c1", { name: "APC 2025/2026" })],
      }),
    ],
  });

  it("shows title, add button, both sections with their columns, resume links and dates", async () => {
    await openList("/forms/apc", [apc]);
    expect(
      await screen.findByRole("heading", { name: "Annual Practising Certificate" }),
    ).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Start new Annual Practising Certificate" }),
    ).toBeVisible();
    expect(headers("In progress")).toEqual(["Form", "Date", "Form type", "Actions"]);
    expect(headers("Completed")).toEqual(["Form", "Date", "Form type", "Files"]);

    const inProgress = tableOf("In progress");
    expect(inProgress.getByRole("link", { name: "APC 2026/2027" })).toHaveAttribute(
      "href",
      "/form/APC/d1",
    );
    // Not editable: no resume link, and not deletable: no Delete.
    expect(inProgress.queryByRole("link", { name: "Draft d2" })).not.toBeInTheDocument();
    expect(inProgress.getAllByRole("button", { name: /^Delete/ })).toHaveLength(1);
    expect(inProgress.getAllByText("3 Mar 2026")).toHaveLength(2);

    const completed = tableOf("Completed");
    expect(completed.getByRole("link", { name: "Pdf of APC 2025/2026" })).toHaveAttribute(
      "href",
      "/registry/api/v1/file/41/s-1",
    );
    expect(completed.getByRole("button", { name: "Files of APC 2025/2026" })).toBeEnabled();
  });

  it("dates every row on the configured regulator's calendar", async () => {
    // 00:00 UTC on 3 March: the 3rd in New Zealand, still the 2nd in Los Angeles.
    await openList("/forms/apc", [apc], {
      config: makeConfig({ timeZone: "America/Los_Angeles" }),
    });
    await screen.findByRole("heading", { name: "Annual Practising Certificate" });
    expect(tableOf("In progress").getAllByText("2 Mar 2026")).toHaveLength(2);
    expect(tableOf("Completed").getByText("2 Mar 2026")).toBeVisible();
  });

  it("leaves out the Actions column and the add button when nothing allows them", async () => {
    const tile = makeTile("apc", {
      name: "APC",
      formTypes: [formType("APC", { canAdd: false, forms: [draft("d1", { canDelete: false })] })],
    });
    await openList("/forms/apc", [tile]);
    await screen.findByRole("heading", { name: "APC" });
    expect(headers("In progress")).toEqual(["Form", "Date", "Form type"]);
    expect(screen.queryByRole("button", { name: /Start new/ })).not.toBeInTheDocument();
  });

  it("shows the add button for a configured add redirect and follows it", async () => {
    const tile = makeTile("apc", { name: "APC", formTypes: [formType("APC", { canAdd: false })] });
    const app = await openList("/forms/apc", [tile], {
      config: makeConfig({
        addRedirects: { apc: "/forms/other" },
        content: { tiles: { apc: { addButtonLabel: "Apply for your APC" } } },
      }),
    });
    await app.user.click(await screen.findByRole("button", { name: "Apply for your APC" }));
    expect(app.location()).toBe("/forms/other");
  });

  it("shows the empty texts", async () => {
    await openList("/forms/apc", [makeTile("apc", { name: "APC", formTypes: [formType("APC")] })]);
    expect(await screen.findByText("No in progress forms.")).toBeVisible();
    expect(screen.getByText("No completed forms.")).toBeVisible();
  });

  it("lists a completed form's files with name, size and a download link", async () => {
    const app = await openList("/forms/apc", [apc]);
    await app.user.click(await screen.findByRole("button", { name: "Files of APC 2025/2026" }));
    const dialog = await screen.findByRole("dialog", { name: "Files of APC 2025/2026" });
    expect(within(dialog).getByRole("link", { name: "c1.pdf" })).toHaveAttribute(
      "href",
      "/registry/api/v1/file/41/s-1",
    );
    expect(within(dialog).getByText("20 KB")).toBeVisible();
    expect(within(dialog).getByRole("link", { name: "Receipt.txt" })).toBeVisible();
    expect(within(dialog).getByText("512 B")).toBeVisible();
    // The header's close button and the footer's both read "Close".
    await app.user.click(within(dialog).getAllByRole("button", { name: "Close" })[1]!);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks before deleting, deletes, refetches the user and shows the service's message", async () => {
    const app = await openList("/forms/apc", [apc]);
    const after = makeAuthResponse({
      odooSessionId: "s-1",
      tiles: [{ ...apc, formTypes: [{ ...apc.formTypes[0]!, forms: [] }] }],
    });
    let deleted = false;
    app.answers["DELETE /registry/api/v1/form/APC/d1"] = () => {
      deleted = true;
      return Response.json({ message: '"APC 2026/2027" has been deleted.' });
    };
    app.answers["GET /web_portal/api/v1/user"] = () => Response.json(deleted ? after : app.session);

    await app.user.click(await screen.findByRole("button", { name: "Delete APC 2026/2027" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete form" });
    expect(dialog).toHaveAccessibleDescription('Delete "APC 2026/2027" (3 Mar 2026)?');
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await app.user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText('"APC 2026/2027" has been deleted.')).toBeVisible();
    expect(await screen.findByText("No in progress forms.")).toBeVisible();
    const calls = app.fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? "GET"} ${url}`);
    expect(calls).toContain("DELETE /registry/api/v1/form/APC/d1");
    const deleteCall = app.fetchMock.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(new Headers(deleteCall?.[1]?.headers).get(SESSION_HEADER)).toBe("s-1");
    expect(calls.lastIndexOf("GET /web_portal/api/v1/user")).toBeGreaterThan(
      calls.indexOf("DELETE /registry/api/v1/form/APC/d1"),
    );
  });

  it("shows a refused delete as an error and keeps the form", async () => {
    const app = await openList("/forms/apc", [apc]);
    app.answers["DELETE /registry/api/v1/form/APC/d1"] = () =>
      Response.json({ message: "This form cannot be deleted." }, { status: 400 });
    await app.user.click(await screen.findByRole("button", { name: "Delete APC 2026/2027" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete form" });
    await app.user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("This form cannot be deleted.")).toBeVisible();
    expect(tableOf("In progress").getByRole("link", { name: "APC 2026/2027" })).toBeVisible();
  });
});

describe("adding forms", () => {
  const formAnswer = (code: string, formToken: string) =>
    Response.json({
      message: "A new form has been started.",
      form: { id: 1, code, formToken, name: code, pageCodes: [] },
    });

  it("creates the single addable type directly and opens the new form", async () => {
    const tile = makeTile("apc", {
      name: "APC",
      formTypes: [formType("APC"), formType("X", { canAdd: false })],
    });
    const app = await openList("/forms/apc", [tile]);
    app.answers["GET /registry/api/v1/form_add/APC"] = formAnswer("APC", "new-token");
    await app.user.click(await screen.findByRole("button", { name: "Start new APC" }));
    await waitFor(() => expect(app.location()).toBe("/form/APC/new-token"));
  });

  it("offers several addable types in the Add form dialog", async () => {
    const tile = makeTile("manage_other_relationships", {
      name: "Other relationships",
      formTypes: [
        formType("OTHER", { name: "Collegial" }),
        formType("MENTOR", { name: "Mentoring" }),
      ],
    });
    const app = await openList("/forms/manage_other_relationships", [tile]);
    app.answers["GET /registry/api/v1/form_add/MENTOR"] = formAnswer("MENTOR", "m-1");
    await app.user.click(
      await screen.findByRole("button", { name: "Start new Other relationships" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Start new Other relationships" });
    expect(within(dialog).getByRole("button", { name: "Collegial" })).toBeVisible();
    await app.user.click(within(dialog).getByRole("button", { name: "Mentoring" }));
    await waitFor(() => expect(app.location()).toBe("/form/MENTOR/m-1"));
  });

  it("shows 'Creating form...' and, when refused, goes back to the list with the message", async () => {
    const tile = makeTile("apc", { name: "APC", formTypes: [formType("APC")] });
    const add = heldAnswer();
    // The create screen asks as soon as it shows: the answer must be there first.
    const app = await openList("/forms/apc/new/APC", [tile], {
      answers: {
        "GET /registry/api/v1/form_add/APC": add.answer as unknown as Response,
      },
    });
    expect(await screen.findByText("Creating form...")).toBeVisible();
    add.release(Response.json({ message: "You cannot start a new APC form." }, { status: 400 }));
    await waitFor(() => expect(app.location()).toBe("/forms/apc"));
    expect(await screen.findByText("You cannot start a new APC form.")).toBeVisible();
  });

  it("goes to the dashboard when the list is not the user's", async () => {
    const app = await openList("/forms/nope/new/APC", [makeTile("apc")], {
      answers: {
        "GET /registry/api/v1/form_add/APC": Response.json(
          { message: "You cannot start a new APC form." },
          { status: 400 },
        ),
      },
    });
    await waitFor(() => expect(app.location()).toBe("/"));
  });
});

describe("the dedicated lists", () => {
  it("shows confirmation forms with practitioner, APC year, due date and status", async () => {
    const tile = dedicatedTile("view_confirmation_forms", "Confirmation forms", "CONF", {
      forms: [draft("p1", { practitioner: "Tama Wiremu", canDelete: false })],
      completedForms: [
        done("c1", {
          practitioner: "Sione Taufa",
          APCYear: "2025/2026",
          dueDate: seconds("2025-03-31T00:00:00Z"),
          confirmationStatus: "Confirmed",
        }),
      ],
    });
    await openList("/forms/view_confirmation_forms", [tile]);
    await screen.findByRole("heading", { name: "Confirmation forms" });
    expect(headers("In progress")).toEqual(["Practitioner", "Date", "Form type"]);
    expect(tableOf("In progress").getByRole("link", { name: "Tama Wiremu" })).toHaveAttribute(
      "href",
      "/form/CONF/p1",
    );
    expect(headers("Completed")).toEqual([
      "Practitioner",
      "APC year",
      "Confirmation due date",
      "Confirmation status",
      "Files",
    ]);
    const row = tableOf("Completed").getByRole("row", { name: /Sione Taufa/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["2025/2026", "31 Mar 2025", "Confirmed", expect.stringContaining("Files")]);
  });

  it("shows annual declarations completed-only with peer, confirmation and declaration dates", async () => {
    const tile = dedicatedTile("view_annual_declarations", "Annual declarations", "DECL", {
      forms: [draft("hidden")],
      completedForms: [
        done("c1", {
          practitioner: "Mere Parata",
          confirmationDate: seconds("2025-03-18T00:00:00Z"),
          declarationDate: seconds("2025-03-20T00:00:00Z"),
        }),
      ],
    });
    await openList("/forms/view_annual_declarations", [tile]);
    await screen.findByRole("heading", { name: "Annual declarations" });
    expect(screen.queryByRole("region", { name: "In progress" })).not.toBeInTheDocument();
    expect(headers("Completed")).toEqual([
      "Professional peer",
      "Confirmation date",
      "Declaration date",
      "Files",
    ]);
    const row = tableOf("Completed").getByRole("row", { name: /Mere Parata/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent)
        .slice(0, 2),
    ).toEqual(["18 Mar 2025", "20 Mar 2025"]);
  });

  it("names the practitioner first on the relationship lists", async () => {
    const tile = makeTile("manage_relationship", {
      name: "Peer relationships",
      formTypes: [formType("PEER", { forms: [draft("r1", { practitioner: "Sione Taufa" })] })],
    });
    await openList("/forms/manage_relationship", [tile]);
    await screen.findByRole("heading", { name: "Peer relationships" });
    expect(headers("In progress")).toEqual(["Practitioner", "Date", "Form type", "Actions"]);
    expect(screen.getByRole("link", { name: "Sione Taufa" })).toHaveAttribute(
      "href",
      "/form/PEER/r1",
    );
  });
});

describe("the sub-tiles screen", () => {
  const tiles: AuthResponse["tiles"] = [
    makeTile("recertification", {
      name: "Recertification",
      subTiles: [
        makeTile("manage_relationship", { name: "Peers", formTypes: [formType("PEER")] }),
        makeTile("volunteer_search", {
          name: "Find a volunteer",
          formTypes: [formType("RECERT-VOLUNTEER-SEARCH")],
        }),
        makeTile("cpd", { name: "CPD", subTiles: [makeTile("deep", { name: "Deep" })] }),
      ],
    }),
  ];

  it("links each sub-tile by the rules of SPEC §2", async () => {
    await openList("/sub/recertification", tiles);
    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("heading", { name: "Recertification" })).toBeVisible();
    expect(
      within(main)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([
      ["Peers", "/forms/manage_relationship"],
      ["Find a volunteer", "/search_peer_volunteer"],
      ["CPD", "/sub/recertification/cpd"],
      ["Practitioners who named you as their peer", "/recertification/peers"],
    ]);
  });

  it("follows a chain of tile types", async () => {
    await openList("/sub/recertification/cpd", tiles);
    const main = await screen.findByRole("main");
    expect(await within(main).findByRole("heading", { name: "CPD" })).toBeVisible();
    expect(within(main).getByRole("link", { name: "Deep" })).toHaveAttribute("href", "/forms/deep");
  });

  it("says so when the chain names no tile", async () => {
    await openList("/sub/cpd", tiles);
    expect(await screen.findByRole("heading", { name: "Section not found" })).toBeVisible();
  });
});
