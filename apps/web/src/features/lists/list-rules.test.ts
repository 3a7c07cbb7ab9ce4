import { describe, expect, it } from "vitest";
import { makeConfig, makeFormType, makeInProgressForm, makeTile } from "../../test/factories.ts";
import {
  addButtonLabel,
  completedHeaders,
  inProgressHeaders,
  inProgressRows,
  showActionsColumn,
  showAddButton,
} from "./list-rules.ts";

const form = (formId: string, canDelete: boolean) =>
  makeInProgressForm(formId, { name: formId, canDelete });

describe("the add button", () => {
  it("shows when a form type can be added", () => {
    const config = makeConfig();
    expect(
      showAddButton(makeTile("a", { formTypes: [makeFormType("A", { canAdd: true })] }), config),
    ).toBe(true);
    expect(showAddButton(makeTile("a", { formTypes: [makeFormType("A")] }), config)).toBe(false);
  });

  it("shows when an add redirect is configured for the tile, even with nothing addable", () => {
    const config = makeConfig({ addRedirects: { apc: "/start/APC" } });
    expect(showAddButton(makeTile("apc", { formTypes: [makeFormType("A")] }), config)).toBe(true);
    expect(showAddButton(makeTile("other", { formTypes: [makeFormType("A")] }), config)).toBe(
      false,
    );
  });

  it("reads 'Start new {tile name}' unless the content names it", () => {
    const config = makeConfig({ content: { tiles: { apc: { addButtonLabel: "Apply now" } } } });
    expect(addButtonLabel(makeTile("x"), "Recertification", config.content)).toBe(
      "Start new Recertification",
    );
    expect(addButtonLabel(makeTile("apc"), "APC", config.content)).toBe("Apply now");
  });
});

describe("columns", () => {
  it("has an Actions column only if any form can be deleted", () => {
    const none = makeTile("t", { formTypes: [makeFormType("A", { forms: [form("a", false)] })] });
    const some = makeTile("t", {
      formTypes: [
        makeFormType("A", { forms: [form("a", false)] }),
        makeFormType("B", { forms: [form("b", true)] }),
      ],
    });
    expect(showActionsColumn(inProgressRows(none))).toBe(false);
    expect(showActionsColumn(inProgressRows(some))).toBe(true);
    expect(inProgressHeaders("generic", false)).toEqual(["Form", "Date", "Form type"]);
    expect(inProgressHeaders("relationships", true)).toEqual([
      "Practitioner",
      "Date",
      "Form type",
      "Actions",
    ]);
  });

  it("gives the dedicated completed lists their own columns", () => {
    expect(completedHeaders("generic")).toEqual(["Form", "Date", "Form type", "Files"]);
    expect(completedHeaders("confirmations")).toEqual([
      "Practitioner",
      "APC year",
      "Confirmation due date",
      "Confirmation status",
      "Files",
    ]);
    expect(completedHeaders("declarations")).toEqual([
      "Professional peer",
      "Confirmation date",
      "Declaration date",
      "Files",
    ]);
  });
});
