import type { Field, FormResponse, Page } from "@portal/contract";
import { describe, expect, it } from "vitest";
import {
  collectFieldErrors,
  isSaveSuccess,
  markFieldError,
  markRowErrors,
  mergeFieldErrors,
  saveResponseErrors,
} from "./field-errors.ts";
import { field, group, pageOf, repeatingGroup } from "./fixtures/factories.ts";

describe("isSaveSuccess", () => {
  it("is a success without a page or with a page in state done", () => {
    expect(isSaveSuccess({ message: "Saved" })).toBe(true);
    expect(isSaveSuccess({ page: { code: "p", state: "done", sections: [] } })).toBe(true);
  });

  it("is a failure when the page comes back in any other state", () => {
    for (const state of ["enabled", "error", undefined] as const) {
      expect(isSaveSuccess({ page: { code: "p", state, sections: [] } }), String(state)).toBe(
        false,
      );
    }
  });
});

describe("collectFieldErrors", () => {
  it("maps ordinary fields in state error to their messages", () => {
    const page = pageOf(
      group("g", [
        field("registration_number", { state: "error", message: "Unknown registration number" }),
        field("surname", { state: "", message: "ignored" }),
      ]),
    );
    expect(collectFieldErrors(page)).toEqual({
      registration_number: "Unknown registration number",
    });
  });

  it("maps per-row state and message lists to {groupId}[i].{fieldName}", () => {
    const page = pageOf(
      repeatingGroup("qualifications", [
        field("year", {
          state: ["", "error", "error"],
          message: ["", "Year is in the future", "Year is before 1950"],
        }),
        field("name", { state: ["", "", ""] }),
      ]),
    );
    expect(collectFieldErrors(page)).toEqual({
      "qualifications[1].year": "Year is in the future",
      "qualifications[2].year": "Year is before 1950",
    });
  });

  it("uses one message for every row in error when it is not a list", () => {
    const page = pageOf(
      repeatingGroup("rows", [
        field("n", { state: ["error", "", "error"], message: "Check this" }),
      ]),
    );
    expect(collectFieldErrors(page)).toEqual({
      "rows[0].n": "Check this",
      "rows[2].n": "Check this",
    });
  });

  it("reads a single error state on a row field as every row", () => {
    const page = pageOf(
      repeatingGroup("rows", [field("n", { state: "error", value: ["a", "b"] })]),
    );
    expect(collectFieldErrors(page)).toEqual({ "rows[0].n": "", "rows[1].n": "" });
  });

  it("keeps a field in error without a message as an error with empty text", () => {
    expect(collectFieldErrors(pageOf(group("g", [field("a", { state: "error" })])))).toEqual({
      a: "",
    });
  });
});

describe("saveResponseErrors", () => {
  const failed = (page: Page, message?: string): FormResponse => ({
    page: { ...page, state: "error" },
    ...(message === undefined ? {} : { message }),
  });

  it("is empty after a successful save", () => {
    expect(saveResponseErrors({ message: "Saved" }, { answer: 17 })).toEqual({});
  });

  it("joins server field errors and the No rule, the server's text winning", () => {
    const page = pageOf(
      group("g", [
        field("answer", { renderType: "radio" }),
        field("other", { renderType: "radio", state: "error", message: "Server says" }),
      ]),
    );
    const message = 'Please provide an explanation or attachment for your "No" answer';
    expect(saveResponseErrors(failed(page, message), { answer: 17, other: "17" })).toEqual({
      answer: "Please provide an explanation or attachment below",
      other: "Server says",
    });
  });
});

describe("markFieldError and markRowErrors (the service's encoder)", () => {
  // Encodes errors onto a copy of the page the way the service answers a refused save.
  function encoded(page: Page, errors: Record<string, string>, rowCount: number): Page {
    return {
      ...page,
      sections: page.sections.map((section) => ({
        ...section,
        fieldGroups: section.fieldGroups.map((g) => ({
          ...g,
          fields: g.fields.map((f) => {
            const served: Field = { ...f };
            if (g.hasMany === true) markRowErrors(served, g.groupId, rowCount, errors);
            else markFieldError(served, errors[f.fieldName]);
            return served;
          }),
        })),
      })),
    };
  }
  const page = pageOf(
    group("g", [field("surname"), field("email")]),
    repeatingGroup("qualifications", [field("year"), field("title")]),
  );

  it("writes the wire shape: a state and message per field, lists by row in a group", () => {
    const out = encoded(page, { surname: "Required", "qualifications[1].year": "Too old" }, 3);
    const [plain, rows] = out.sections[0]!.fieldGroups;
    expect(plain!.fields[0]).toMatchObject({ state: "error", message: "Required" });
    expect(plain!.fields[1]).not.toHaveProperty("state");
    expect(rows!.fields[0]).toMatchObject({
      state: ["", "error", ""],
      message: ["", "Too old", ""],
    });
    expect(rows!.fields[1]).not.toHaveProperty("state");
  });

  it("round-trips through collectFieldErrors, empty messages included", () => {
    const cases: Array<Record<string, string>> = [
      {},
      { surname: "Required" },
      { email: "", "qualifications[0].title": "" },
      {
        surname: "Required",
        email: "Please enter a valid email address",
        "qualifications[0].year": "Too old",
        "qualifications[2].year": "Too new",
        "qualifications[2].title": "Required",
      },
    ];
    for (const errors of cases) {
      expect(collectFieldErrors(encoded(page, errors, 3)), JSON.stringify(errors)).toEqual(errors);
    }
  });
});

describe("mergeFieldErrors", () => {
  it("keeps every check's message of a field, each once, in order", () => {
    expect(
      mergeFieldErrors(
        { files: "Too many files.", name: "This field is required" },
        { files: '"a.pdf" is not really a PDF file.', "rows[0].x": "Bad." },
        { files: "Too many files." },
      ),
    ).toEqual({
      files: 'Too many files. "a.pdf" is not really a PDF file.',
      name: "This field is required",
      "rows[0].x": "Bad.",
    });
  });
});
