import { errorMessages, type FormResponse, validationMessages } from "@portal/contract";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  makeField,
  makeGroup,
  makePage,
  makeSummary,
  renderPageForm,
  summaryBox,
  summaryLinkTexts,
  yesNoDetails,
} from "../test-support.tsx";

const required = validationMessages.required;
const save = () => screen.getByRole("button", { name: "Save" });

const places = makeGroup(
  "places",
  [
    makeField("practice_name", { label: "Practice name", required: true }),
    makeField("city", { label: "City" }),
  ],
  { hasMany: true, headerText: "Place of practice", minRows: 2 },
);
// Page order: a plain field, the rows, then a radio group and a date after them.
const page = makePage([
  makeGroup("intro", [makeField("full_name", { label: "Full name", required: true })]),
  places,
  makeGroup("later", [
    makeField("meets", {
      label: "Do you meet?",
      renderType: "radio",
      required: true,
      fieldDetails: yesNoDetails,
    }),
    makeField("since", { label: "Since", renderType: "date", required: true }),
  ]),
]);

beforeEach(() => {
  document.title = "Practitioner portal";
});

describe("the error summary of the portal's own checks", () => {
  it("links every error in page order, naming the row, and takes focus", async () => {
    const form = await renderPageForm(page);
    await form.user.click(save());

    expect(form.save).not.toHaveBeenCalled();
    expect(summaryBox()).toHaveFocus();
    expect(summaryBox()).toHaveTextContent(errorMessages.submissionFailed);
    expect(summaryLinkTexts()).toEqual([
      `Full name – ${required}`,
      `Place of practice 1: Practice name – ${required}`,
      `Place of practice 2: Practice name – ${required}`,
      `Do you meet? – ${required}`,
      `Since – ${required}`,
    ]);
    // The summary sits above the first field.
    const firstField = screen.getByRole("textbox", { name: /^Full name/ });
    expect(
      summaryBox().compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("leads each link to its field: the row's own input, a radio group's first radio", async () => {
    const form = await renderPageForm(page);
    await form.user.click(save());
    const link = (name: string) => within(summaryBox()).getByRole("link", { name });

    await form.user.click(link(`Place of practice 2: Practice name – ${required}`));
    const secondRow = screen.getByRole("group", { name: "Place of practice 2" });
    expect(within(secondRow).getByRole("textbox", { name: /^Practice name/ })).toHaveFocus();

    await form.user.click(link(`Do you meet? – ${required}`));
    expect(screen.getByRole("radio", { name: "Yes" })).toHaveFocus();

    // By keyboard too: Enter on a focused link.
    link(`Since – ${required}`).focus();
    await form.user.keyboard("{Enter}");
    expect(screen.getByRole("textbox", { name: /^Since/ })).toHaveFocus();
  });

  it("puts 'Error: ' before the title while it shows, and takes it away after", async () => {
    const form = await renderPageForm(page);
    await form.user.click(save());
    expect(document.title).toBe("Error: Practitioner portal");

    // A second failed save does not add a second prefix.
    await form.user.click(save());
    expect(document.title).toBe("Error: Practitioner portal");

    await form.user.type(screen.getByRole("textbox", { name: /^Full name/ }), "Ana");
    for (const row of screen.getAllByRole("textbox", { name: /^Practice name/ })) {
      await form.user.type(row, "Clinic");
    }
    await form.user.click(screen.getByRole("radio", { name: "Yes" }));
    await form.user.type(screen.getByRole("textbox", { name: /^Since/ }), "01/02/2020");
    await form.user.click(save());

    expect(form.save).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert", { name: "There is a problem" })).toBeNull();
    expect(document.title).toBe("Practitioner portal");
  });

  it("gives the title back when the form goes with the summary still shown", async () => {
    const form = await renderPageForm(page);
    await form.user.click(save());
    expect(document.title).toBe("Error: Practitioner portal");
    form.unmount();
    expect(document.title).toBe("Practitioner portal");
  });
});

describe("the error summary of a refused save", () => {
  const simple = makePage([
    makeGroup("intro", [makeField("full_name", { label: "Full name" })]),
    { ...places, fields: places.fields.map((field) => ({ ...field, required: false })) },
  ]);
  const refused: FormResponse = {
    message: "Please correct the fields marked below.",
    form: makeSummary(),
    page: {
      ...simple,
      state: "error",
      sections: [
        {
          fieldGroups: [
            makeGroup("intro", [
              makeField("full_name", {
                label: "Full name",
                state: "error",
                message: "Give the name on your registration.",
              }),
            ]),
            {
              ...places,
              fields: [
                makeField("practice_name", {
                  label: "Practice name",
                  state: ["", "error"],
                  message: ["", "We do not know this practice."],
                }),
                makeField("city", {
                  label: "City",
                  state: ["error", ""],
                  message: ["Unknown", ""],
                }),
              ],
            },
          ],
        },
      ],
    },
  };

  it("shows the service's message and links its field and per-row errors in page order", async () => {
    const form = await renderPageForm(simple, { save: async () => refused });
    await form.user.click(save());

    await waitFor(() =>
      expect(screen.getByRole("alert", { name: "There is a problem" })).toHaveFocus(),
    );
    expect(summaryBox()).toHaveTextContent("Please correct the fields marked below.");
    expect(summaryBox()).toHaveTextContent(errorMessages.submissionFailed);
    expect(summaryLinkTexts()).toEqual([
      "Full name – Give the name on your registration.",
      "Place of practice 1: City – Unknown",
      "Place of practice 2: Practice name – We do not know this practice.",
    ]);
    // The inline messages stay.
    const secondRow = screen.getByRole("group", { name: "Place of practice 2" });
    const name = within(secondRow).getByRole("textbox", { name: "Practice name" });
    expect(name).toHaveAccessibleDescription("We do not know this practice.");

    await form.user.click(
      within(summaryBox()).getByRole("link", { name: /^Place of practice 2: Practice name/ }),
    );
    expect(name).toHaveFocus();
    expect(document.title).toBe("Error: Practitioner portal");
  });
});
