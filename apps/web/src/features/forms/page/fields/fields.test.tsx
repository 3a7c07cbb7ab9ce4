import { type Field, type RenderType, validationMessages } from "@portal/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lastPosted, makeField, pageOf, renderPageForm } from "../../test-support.tsx";

const options = [
  { id: 1, name: "One" },
  { id: 2, name: "Two" },
];

type Finder = () => HTMLElement;
const byRole =
  (role: string): Finder =>
  () =>
    screen.getByRole(role, { name: "Label of f" });
const group: Finder = () => screen.getByRole("group", { name: /^Label of f/ });

/** Each render type with a visible label, and how to find its labelled control. */
const labelled: Array<[RenderType, Finder, Partial<Field>]> = [
  ["text", byRole("textbox"), {}],
  ["email", byRole("textbox"), {}],
  ["float", byRole("textbox"), {}],
  ["textarea", byRole("textbox"), {}],
  ["date", byRole("textbox"), {}],
  ["address", byRole("combobox"), {}],
  ["select", byRole("combobox"), { fieldDetails: { options } }],
  ["country", byRole("combobox"), {}],
  ["country_multi", byRole("listbox"), {}],
  ["checkbox", byRole("checkbox"), {}],
  ["file_upload", () => screen.getByLabelText(/^Label of f/), {}],
  ["radio", group, { fieldDetails: { options } }],
  ["select_multi", group, { fieldDetails: { options } }],
];

describe("every render type is labelled, described and marked", () => {
  it.each(labelled)("%s", async (renderType, find, extra) => {
    const field = makeField("f", {
      renderType,
      required: true,
      helpText: `Help for ${renderType}`,
      ...extra,
    });
    const { user, save } = await renderPageForm(pageOf([field]));
    const control = find();
    expect(control).toHaveAccessibleDescription(`Help for ${renderType}`);
    expect(control).not.toHaveAttribute("aria-invalid");
    // Required: a visible marker, and `required` (or "(required)" in a group's legend).
    expect(screen.getByText("*", { exact: false, selector: ".required-marker" })).toBeVisible();
    if (control.tagName === "FIELDSET") {
      expect(control).toHaveAccessibleName(/^Label of f\s*\(required\)$/);
    } else {
      expect(control).toBeRequired();
    }

    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(save).not.toHaveBeenCalled();
    expect(control).toHaveAccessibleDescription(
      `Help for ${renderType} ${validationMessages.required}`,
    );
    const invalid =
      control.tagName === "FIELDSET" ? control.querySelector<HTMLElement>("input")! : control;
    expect(invalid).toHaveAttribute("aria-invalid", "true");
    // The error summary takes the focus; its link leads to the control (a group's first).
    const summary = screen.getByRole("alert", { name: "There is a problem" });
    expect(summary).toHaveFocus();
    await user.click(
      within(summary).getByRole("link", { name: `Label of f – ${validationMessages.required}` }),
    );
    expect(invalid).toHaveFocus();
  });

  it.each(["text", "email", "float", "textarea", "address", "date"] as const)(
    "%s shows its placeholder",
    async (renderType) => {
      await renderPageForm(pageOf([makeField("f", { renderType, placeholder: "Type here" })]));
      expect(screen.getByPlaceholderText("Type here")).toBe(screen.getByLabelText("Label of f"));
    },
  );

  it("hidden keeps its value without a label, html_display shows sanitised HTML", async () => {
    const { user, save } = await renderPageForm(
      pageOf([
        makeField("secret", { renderType: "hidden", value: "kept" }),
        makeField("note", {
          renderType: "html_display",
          html: '<p>Read <strong>this</strong><img src=x onerror="alert(1)"></p>',
        }),
      ]),
    );
    expect((await screen.findByText("this")).tagName).toBe("STRONG");
    expect(document.querySelector("img[onerror]")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(lastPosted(save)).toEqual({ secret: "kept" });
  });

  it("a text field marked as a password hides what is typed", async () => {
    await renderPageForm(pageOf([makeField("pw", { fieldCssClass: "password" })]));
    expect(screen.getByLabelText("Label of pw")).toHaveAttribute("type", "password");
  });

  it("checks answers with the engine's messages on Save, not as a field loses focus", async () => {
    const { user, save } = await renderPageForm(
      pageOf([
        makeField("mail", { renderType: "email" }),
        makeField("hours", { renderType: "float" }),
      ]),
    );
    await user.type(screen.getByLabelText("Label of mail"), "nobody.example.org");
    await user.type(screen.getByLabelText("Label of hours"), "ten");
    await user.tab();
    // Nothing appears on leaving a field: it would move what is below under the pointer.
    expect(screen.getByLabelText("Label of mail")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Label of hours")).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Label of mail")).toHaveAccessibleDescription(
      validationMessages.invalidEmail,
    );
    expect(screen.getByLabelText("Label of hours")).toHaveAccessibleDescription(
      validationMessages.invalidNumber,
    );
    // Fixing the answer removes the message as it is typed.
    await user.clear(screen.getByLabelText("Label of hours"));
    await user.type(screen.getByLabelText("Label of hours"), "10.5");
    expect(screen.getByLabelText("Label of hours")).not.toHaveAttribute("aria-invalid");
  });
});
