import {
  errorMessages,
  type FieldGroup,
  type FormResponse,
  PERSIST_KEY_PREFIX,
  validationMessages,
} from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeService } from "../../../test/render-app.tsx";
import {
  lastPosted,
  makeField,
  makeGroup,
  makePage,
  makeSummary,
  pageOf,
  renderPageForm,
  summaryBox,
  summaryLinkTexts,
  yesNoDetails,
} from "../test-support.tsx";
import { FIRST_ROWS } from "./repeating-group.tsx";

const save = () => screen.getByRole("button", { name: "Save" });
const yesNo = yesNoDetails;

/**
 * The page of a group of places (a name and a city a row) as the service sends it in error:
 * two rows, the second row's city refused with `message`.
 */
function secondCityRefused(group: FieldGroup, names: string[], cities: string[], message: string) {
  const city = { value: cities, state: ["", "error"], message: ["", message] };
  const fields = [makeField("name", { value: names }), makeField("city", city)];
  return makePage([{ ...group, fields }], { code: "p1", state: "error" });
}

/** A promise the test settles by hand: the service answering later. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("dependent fields", () => {
  const profession = makeField("practice_type", {
    renderType: "select",
    fieldDetails: {
      options: [
        { id: "dentist", name: "Dentist" },
        { id: "hygienist", name: "Hygienist" },
      ],
    },
  });
  const scope = makeField("scope", {
    renderType: "select",
    fieldDetails: { endpoint: "/registry/api/v1/options/scopes", dependsOn: ["practice_type"] },
  });

  it("load when every depended-on field has a value: disabled and 'Loading...' meanwhile", async () => {
    const answer = deferred<Response>();
    const fetchMock = fakeService({ "GET /registry/api/v1/options/scopes": () => answer.promise });
    const form = await renderPageForm(pageOf([profession, scope]));
    const select = screen.getByRole("combobox", { name: "Label of scope" });
    // Empty dependency: no options, nothing asked.
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Please select"]);
    expect(fetchMock).not.toHaveBeenCalled();

    await form.user.selectOptions(
      screen.getByRole("combobox", { name: "Label of practice_type" }),
      "hygienist",
    );
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute("aria-busy", "true");
    expect(within(select).getByRole("option")).toHaveTextContent("Loading...");
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://portal.test");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      formToken: "tok",
      formCode: "APC",
      page: "p1",
      practice_type: "hygienist",
    });

    answer.resolve(Response.json([{ id: "hygiene", name: "Dental hygiene practice" }]));
    await waitFor(() => expect(select).toBeEnabled());
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Please select", "Dental hygiene practice"]);
    await form.user.selectOptions(select, "hygiene");

    // The dependency emptied: the options go, and so does the answer that needed them.
    await form.user.selectOptions(
      screen.getByRole("combobox", { name: "Label of practice_type" }),
      "",
    );
    await waitFor(() => expect(within(select).getAllByRole("option")).toHaveLength(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await form.user.click(save());
    expect(lastPosted(form.save)).toEqual({ practice_type: "", scope: "" });
  });

  it("load per row in a repeating group, from the row's own value", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string | URL) => {
        const type = new URL(String(input), "http://portal.test").searchParams.get("practice_type");
        asked.push(type ?? "");
        return Response.json([{ id: `${type}-scope`, name: `Scope for ${type}` }]);
      }),
    );
    const rowScope = makeField("scope", {
      renderType: "select",
      dependsOn: [{ fieldName: "practice_type", isHasMany: true }],
      fieldDetails: { endpoint: "/registry/api/v1/options/scopes" },
    });
    const form = await renderPageForm(
      makePage([
        makeGroup("places", [{ ...profession }, rowScope], {
          hasMany: true,
          headerText: "Place",
          minRows: 2,
        }),
      ]),
    );
    const rows = screen.getAllByRole("group", { name: /^Place \d$/ });
    await form.user.selectOptions(
      within(rows[1]!).getByRole("combobox", { name: "Label of practice_type" }),
      "dentist",
    );
    const secondScope = within(rows[1]!).getByRole("combobox", { name: "Label of scope" });
    await waitFor(() =>
      expect(within(secondScope).getByRole("option", { name: "Scope for dentist" })).toBeTruthy(),
    );
    const firstScope = within(rows[0]!).getByRole("combobox", { name: "Label of scope" });
    expect(within(firstScope).getAllByRole("option")).toHaveLength(1);
    expect(asked).toEqual(["dentist"]);
  });
});

describe("visibility expressions", () => {
  it("show, hide and disable fields live as the values they name change", async () => {
    const form = await renderPageForm(
      pageOf([
        makeField("convicted", { renderType: "radio", fieldDetails: yesNo }),
        makeField("details", {
          renderType: "textarea",
          showExpression: [{ fieldName: "convicted", value: 17 }],
        }),
        makeField("same", { renderType: "checkbox" }),
        makeField("postal", { hideExpression: [{ fieldName: "same", value: true }] }),
        makeField("locked", { disableExpression: [{ fieldName: "same", value: true }] }),
      ]),
    );
    expect(screen.queryByRole("textbox", { name: "Label of details" })).toBeNull();
    await form.user.click(screen.getByRole("radio", { name: "No" }));
    expect(screen.getByRole("textbox", { name: "Label of details" })).toBeVisible();
    await form.user.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.queryByRole("textbox", { name: "Label of details" })).toBeNull();

    expect(screen.getByRole("textbox", { name: "Label of postal" })).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Label of locked" })).toBeEnabled();
    await form.user.click(screen.getByRole("checkbox", { name: "Label of same" }));
    expect(screen.queryByRole("textbox", { name: "Label of postal" })).toBeNull();
    expect(screen.getByRole("textbox", { name: "Label of locked" })).toBeDisabled();
  });

  it("hides a whole group by its hideExpression, and skips hidden fields when checking", async () => {
    const form = await renderPageForm(
      makePage([
        makeGroup("switch", [makeField("skip", { renderType: "checkbox" })]),
        makeGroup("extra", [makeField("needed", { required: true })], {
          hideExpression: [{ fieldName: "skip", value: true }],
        }),
      ]),
    );
    expect(screen.getByRole("textbox", { name: "Label of needed" })).toBeVisible();
    await form.user.click(screen.getByRole("checkbox", { name: "Label of skip" }));
    expect(screen.queryByRole("textbox", { name: "Label of needed" })).toBeNull();
    await form.user.click(save());
    expect(lastPosted(form.save)).toEqual({ skip: true, needed: "" });
  });
});

describe("repeating groups", () => {
  const group = makeGroup(
    "places",
    [makeField("name", { required: true }), makeField("hours", { renderType: "float" })],
    {
      hasMany: true,
      headerText: "Place of practice",
      minRows: 1,
      maxRows: 3,
      addButtonText: "Add another place",
    },
  );

  it("add rows up to the maximum and delete them down to the minimum, moving focus", async () => {
    const form = await renderPageForm(makePage([group]));
    const add = screen.getByRole("button", { name: "Add another place" });
    expect(screen.getAllByRole("group", { name: /^Place of practice/ })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();

    await form.user.click(add);
    const second = screen.getByRole("group", { name: "Place of practice 2" });
    expect(within(second).getByRole("textbox", { name: /^Label of name/ })).toHaveFocus();
    await form.user.keyboard("Second");
    await form.user.click(add);
    await form.user.keyboard("Third");
    expect(add).toBeDisabled();
    expect(screen.getAllByRole("button", { name: /^Delete Place of practice/ })).toHaveLength(3);

    // Deleting the second row renumbers the third and puts focus on its heading.
    await form.user.click(screen.getByRole("button", { name: "Delete Place of practice 2" }));
    const rows = screen.getAllByRole("group", { name: /^Place of practice/ });
    expect(
      rows.map(
        (r) => r.getAttribute("aria-labelledby") && within(r).getByRole("heading").textContent,
      ),
    ).toEqual(["Place of practice 1", "Place of practice 2"]);
    expect(screen.getByRole("heading", { name: "Place of practice 2" })).toHaveFocus();
    expect(within(rows[1]!).getByRole("textbox", { name: /^Label of name/ })).toHaveValue("Third");
    expect(add).toBeEnabled();

    await form.user.click(screen.getByRole("button", { name: "Delete Place of practice 2" }));
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
    expect(screen.getByRole("heading", { name: "Place of practice 1" })).toHaveFocus();

    await form.user.type(screen.getByRole("textbox", { name: /^Label of name/ }), "First");
    await form.user.click(save());
    // Deleted rows are flagged, never sent; the keys count live rows only.
    expect(lastPosted(form.save)).toEqual({ "places[0].name": "First", "places[0].hours": "" });
  });

  // The steps themselves are not visible here (act renders every transition before it
  // returns); bench:form measures them. This checks that every row comes, and adding after.
  it("shows every row of a group longer than FIRST_ROWS, and adds after them", async () => {
    const many = { ...group, minRows: FIRST_ROWS * 4 + 3, maxRows: FIRST_ROWS * 4 + 10 };
    const form = await renderPageForm(makePage([many]));
    const rows = await screen.findAllByRole("group", { name: /^Place of practice/ });
    await waitFor(() =>
      expect(screen.getAllByRole("group", { name: /^Place of practice/ })).toHaveLength(
        FIRST_ROWS * 4 + 3,
      ),
    );
    expect(rows.length).toBeGreaterThanOrEqual(FIRST_ROWS);
    await form.user.click(screen.getByRole("button", { name: "Add another place" }));
    const added = screen.getByRole("group", { name: `Place of practice ${FIRST_ROWS * 4 + 4}` });
    expect(within(added).getByRole("textbox", { name: /^Label of name/ })).toHaveFocus();
  });

  it("is operable by keyboard: Enter on the add button adds a row", async () => {
    const form = await renderPageForm(makePage([group]));
    screen.getByRole("button", { name: "Add another place" }).focus();
    await form.user.keyboard("{Enter}");
    expect(screen.getAllByRole("group", { name: /^Place of practice/ })).toHaveLength(2);
  });

  it("skips an extra row left entirely empty, but checks the minimum rows", async () => {
    const form = await renderPageForm(makePage([group]));
    await form.user.click(screen.getByRole("button", { name: "Add another place" }));
    await form.user.click(save());
    expect(form.save).not.toHaveBeenCalled();
    const [first, second] = screen.getAllByRole("group", { name: /^Place of practice/ });
    expect(
      within(first!).getByRole("textbox", { name: /^Label of name/ }),
    ).toHaveAccessibleDescription(validationMessages.required);
    expect(within(second!).getByRole("textbox", { name: /^Label of name/ })).not.toHaveAttribute(
      "aria-invalid",
    );
  });
});

describe("a refused save", () => {
  const rowGroup = makeGroup("places", [makeField("name"), makeField("city")], {
    hasMany: true,
    headerText: "Place",
    minRows: 1,
  });

  it("maps the service's per-row errors onto the right row, in the summary too", async () => {
    const page = makePage([rowGroup], { code: "p1" });
    const refused: FormResponse = {
      message: "Please correct the fields marked below.",
      form: makeSummary(),
      page: secondCityRefused(rowGroup, ["A", "C"], ["x", "Nowhere"], "We do not know this town."),
    };
    const form = await renderPageForm(page, { save: async () => refused });
    const add = screen.getByRole("button", { name: "Add another" });
    await form.user.type(screen.getByRole("textbox", { name: "Label of name" }), "A");
    await form.user.click(add);
    await form.user.keyboard("B");
    await form.user.click(add);
    await form.user.keyboard("C");
    await form.user.type(
      within(screen.getByRole("group", { name: "Place 3" })).getByRole("textbox", {
        name: "Label of city",
      }),
      "Nowhere",
    );
    // Row 2 goes: the service's row 1 (live) is the third row on screen.
    await form.user.click(screen.getByRole("button", { name: "Delete Place 2" }));
    await form.user.click(save());

    expect(lastPosted(form.save)).toMatchObject({
      "places[1].name": "C",
      "places[1].city": "Nowhere",
    });
    const third = screen.getByRole("group", { name: "Place 2" });
    const city = within(third).getByRole("textbox", { name: "Label of city" });
    expect(city).toHaveAccessibleDescription("We do not know this town.");
    expect(
      within(screen.getByRole("group", { name: "Place 1" })).getByRole("textbox", {
        name: "Label of city",
      }),
    ).not.toHaveAttribute("aria-invalid");
    const summary = summaryBox();
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(errorMessages.submissionFailed);
    expect(summary).toHaveTextContent("Please correct the fields marked below.");
    await form.user.click(
      within(summary).getByRole("link", {
        name: "Place 2: Label of city – We do not know this town.",
      }),
    );
    expect(city).toHaveFocus();
    // A message from the service stays while the field is passed over, and goes once changed.
    city.focus();
    await form.user.tab();
    expect(city).toHaveAccessibleDescription("We do not know this town.");
    await form.user.type(city, "ville");
    expect(city).not.toHaveAttribute("aria-invalid");
  });

  it("flags every 'No' answer when the service asks for an explanation of it", async () => {
    const page = pageOf([
      makeField("q1", { label: "First question", renderType: "radio", fieldDetails: yesNo }),
      makeField("q2", { label: "Second question", renderType: "radio", fieldDetails: yesNo }),
    ]);
    const form = await renderPageForm(page, {
      save: async () => ({
        message: validationMessages.noAnswerNeedsExplanation,
        page: { ...page, state: "error" },
      }),
    });
    const first = screen.getByRole("group", { name: "First question" });
    const second = screen.getByRole("group", { name: "Second question" });
    await form.user.click(within(first).getByRole("radio", { name: "No" }));
    await form.user.click(within(second).getByRole("radio", { name: "Yes" }));
    await form.user.click(save());
    expect(first).toHaveAccessibleDescription("Please provide an explanation or attachment below");
    expect(second).not.toHaveAccessibleDescription(/explanation/);
    const summary = summaryBox();
    expect(summary).toHaveTextContent(errorMessages.submissionFailed);
    expect(summaryLinkTexts()).toEqual([
      "First question – Please provide an explanation or attachment below",
    ]);
  });

  it("shows the general handler's message when the call fails", async () => {
    const form = await renderPageForm(pageOf([makeField("a")]), {
      save: async () => {
        throw new Error("The network is down");
      },
    });
    await form.user.click(save());
    expect(await screen.findByText("The network is down")).toBeVisible();
    const summary = summaryBox();
    expect(summary).toHaveTextContent(errorMessages.submissionFailed);
    expect(within(summary).queryAllByRole("link")).toEqual([]);
    expect(save()).toBeEnabled();
    expect(form.onSaved).not.toHaveBeenCalled();
  });
});

describe("a page returned for changes (decision 028)", () => {
  const rows = makeGroup("places", [makeField("name"), makeField("city")], {
    hasMany: true,
    headerText: "Place",
  });

  it("shows the registrar's message on its row's field and in the summary from the start", async () => {
    await renderPageForm(
      secondCityRefused(
        rows,
        ["Otago", "Massey"],
        ["Dunedin", "Palmy"],
        "Give the city's full name.",
      ),
    );
    const summary = summaryBox();
    expect(summary).toHaveTextContent(errorMessages.changesRequested);
    expect(summary).not.toHaveTextContent(errorMessages.submissionFailed);
    await waitFor(() => expect(summary).toHaveFocus());
    const cityOf = (row: string) =>
      within(screen.getByRole("group", { name: row })).getByRole("textbox", {
        name: "Label of city",
      });
    expect(cityOf("Place 2")).toHaveAccessibleDescription("Give the city's full name.");
    expect(cityOf("Place 2")).toHaveValue("Palmy");
    expect(cityOf("Place 1")).not.toHaveAttribute("aria-invalid");
    expect(summaryLinkTexts()).toEqual(["Place 2: Label of city – Give the city's full name."]);
  });

  it("shows no summary for a page served without errors", async () => {
    await renderPageForm(pageOf([makeField("a")]));
    expect(screen.queryByRole("alert", { name: "There is a problem" })).toBeNull();
  });
});

describe("saving", () => {
  it("shows the busy label while the page is sent, then hands the answer to the screen", async () => {
    const answer = deferred<FormResponse>();
    const page = pageOf([makeField("a", { value: "x" })]);
    const form = await renderPageForm(page, {
      labels: { idle: "Pay now", busy: "Redirecting..." },
      save: () => answer.promise,
    });
    await form.user.click(screen.getByRole("button", { name: "Pay now" }));
    expect(screen.getByRole("button", { name: "Redirecting..." })).toBeDisabled();
    answer.resolve({ message: "Saved", page: { ...page, state: "done" } });
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("button", { name: "Pay now" })).toBeEnabled();
  });
});

describe("a payment page submits itself once (SPEC §4)", () => {
  const payment = {
    amount: 1150,
    transactionId: "1234",
    details: {},
    nextPage: "p3",
    nextPageError: "p2",
  };
  const reference = makeField("payment_reference", { renderType: "hidden", value: "APC-2026" });
  const invoice = (fields = [reference]) =>
    pageOf(fields, { code: "invoice", formInvoicePage: true, payment });
  const labels = { idle: "Pay now", busy: "Redirecting..." };

  it("through the button's path: busy label, one save of its registered fields", async () => {
    const answer = deferred<FormResponse>();
    const page = invoice();
    const form = await renderPageForm(page, { labels, save: () => answer.promise });
    expect(await screen.findByRole("button", { name: "Redirecting..." })).toBeDisabled();
    expect(form.save).toHaveBeenCalledTimes(1);
    expect(lastPosted(form.save)).toEqual({ payment_reference: "APC-2026" });
    answer.resolve({ message: "Saved", page: { ...page, state: "done" } });
    await waitFor(() => expect(form.onSaved).toHaveBeenCalledTimes(1));
  });

  it("not again when the page is shown anew (back from a declined payment): Pay now works", async () => {
    const page = invoice();
    const first = await renderPageForm(page, { labels, onSaved: () => "leaving" });
    await waitFor(() => expect(first.onSaved).toHaveBeenCalledTimes(1));
    first.unmount();

    const again = await renderPageForm(page, { labels });
    const payNow = await screen.findByRole("button", { name: "Pay now" });
    expect(payNow).toBeEnabled();
    expect(again.save).not.toHaveBeenCalled();
    await again.user.click(payNow);
    await waitFor(() => expect(again.onSaved).toHaveBeenCalledTimes(1));
    expect(again.save).toHaveBeenCalledTimes(1);
  });

  it("once per form: another form's payment page still submits itself", async () => {
    const first = await renderPageForm(invoice(), { labels });
    await waitFor(() => expect(first.save).toHaveBeenCalledTimes(1));
    first.unmount();
    const other = await renderPageForm(invoice(), {
      labels,
      form: { code: "APC", formToken: "tok-other" },
    });
    await waitFor(() => expect(other.save).toHaveBeenCalledTimes(1));
  });

  it("never with client-side errors, and shows none until the person presses Pay now", async () => {
    const agreed = makeField("terms_agreed", {
      renderType: "checkbox",
      required: true,
      label: "I agree to the terms",
    });
    const form = await renderPageForm(invoice([reference, agreed]), { labels });
    const payNow = await screen.findByRole("button", { name: "Pay now" });
    expect(form.save).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
    await form.user.click(screen.getByRole("checkbox", { name: /I agree to the terms/ }));
    await form.user.click(payNow);
    await waitFor(() => expect(form.save).toHaveBeenCalledTimes(1));
  });

  it("not on a payment page with no registered fields, nor on a page without a payment", async () => {
    const empty = await renderPageForm(invoice([]), { labels });
    expect(await screen.findByRole("button", { name: "Pay now" })).toBeEnabled();
    expect(empty.save).not.toHaveBeenCalled();
    empty.unmount();
    const plain = await renderPageForm(pageOf([reference]), {});
    expect(await screen.findByRole("button", { name: "Save" })).toBeEnabled();
    expect(plain.save).not.toHaveBeenCalled();
  });
});

describe("unsaved edits kept across a reload (SPEC §3 edited fields, persisted)", () => {
  const storageKey = `${PERSIST_KEY_PREFIX}editedFields`;
  const page = pageOf([makeField("first_name", { value: "Aroha" }), makeField("city")], {
    code: "details",
  });
  const name = () => screen.getByRole("textbox", { name: "Label of first_name" });

  it("come back on the page after a reload, and go once the page is saved", async () => {
    const first = await renderPageForm(page, { rememberEdits: true });
    await first.user.clear(name());
    await first.user.type(name(), "Mere");
    await waitFor(() => expect(localStorage.getItem(storageKey)).toContain("Mere"));
    expect(first.save).not.toHaveBeenCalled();
    first.unmount();

    // A reload: a new store from storage, the page from the service again.
    const again = await renderPageForm(page, { rememberEdits: true });
    expect(name()).toHaveValue("Mere");
    expect(screen.getByRole("textbox", { name: "Label of city" })).toHaveValue("");
    await again.user.click(save());
    await waitFor(() => expect(again.onSaved).toHaveBeenCalledTimes(1));
    expect(lastPosted(again.save)).toMatchObject({ first_name: "Mere" });
    await waitFor(() => expect(localStorage.getItem(storageKey)).not.toContain("Mere"));
  });

  it("belong to their form: another form's page starts from its own values", async () => {
    const first = await renderPageForm(page, { rememberEdits: true });
    await first.user.type(name(), " Ngata");
    await waitFor(() => expect(localStorage.getItem(storageKey)).toContain("Ngata"));
    first.unmount();
    await renderPageForm(page, {
      rememberEdits: true,
      form: { code: "APC", formToken: "another-form" },
    });
    expect(name()).toHaveValue("Aroha");
  });

  it("are not kept where the screen does not ask (registration)", async () => {
    const form = await renderPageForm(page);
    await form.user.type(name(), " Ngata");
    form.unmount();
    expect(localStorage.getItem(storageKey) ?? "").not.toContain("Ngata");
  });
});
