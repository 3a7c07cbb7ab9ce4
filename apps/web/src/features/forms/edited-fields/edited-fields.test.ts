import { initialValuesFromPage } from "@portal/forms";
import { describe, expect, it } from "vitest";
import { makeField, makeGroup, makePage } from "../test-support.tsx";
import { isEditedFieldRecord } from "./edited-field-record.ts";
import { applyEditedFields, editedFieldRecords, isKeptAcrossReloads } from "./edited-fields.ts";

const page = makePage([
  makeGroup("person", [
    makeField("first_name", { value: "Aroha" }),
    makeField("scopes", { renderType: "select_multi" }),
    makeField("secret", { fieldCssClass: "password" }),
    makeField("evidence", { renderType: "file_upload", maxUploads: 2, maxFileSize: 1000 }),
    makeField("note", { renderType: "html_display", html: "<p>Note</p>" }),
  ]),
  makeGroup("workplaces", [makeField("practice"), makeField("hours", { renderType: "float" })], {
    hasMany: true,
    maxRows: 3,
  }),
]);
const baseline = initialValuesFromPage(page);

describe("edited-field records (SPEC §3)", () => {
  it("are the fields that differ from what the page started with", () => {
    const current = { ...baseline, first_name: "Mere", scopes: ["a", "b"] };
    expect(editedFieldRecords(page, baseline, current)).toEqual([
      { fieldName: "first_name", value: "Mere" },
      { fieldName: "scopes", value: ["a", "b"] },
    ]);
    expect(editedFieldRecords(page, baseline, baseline)).toEqual([]);
  });

  it("never keep passwords or files", () => {
    const current = {
      ...baseline,
      secret: "hunter2",
      evidence: [{ fileName: "a.pdf", fileSize: 3, mimeType: "application/pdf", base64: "AAA" }],
    };
    expect(editedFieldRecords(page, baseline, current)).toEqual([]);
    expect(page.sections[0]!.fieldGroups[0]!.fields.map(isKeptAcrossReloads)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("keep changed row fields by raw row index, every field of added and removed rows", () => {
    const current = {
      ...baseline,
      workplaces: [
        { practice: "Smile Dental", hours: "" },
        { practice: "", hours: "", __deleted: true },
        { practice: "Kids' Teeth", hours: "12" },
      ],
    };
    expect(editedFieldRecords(page, baseline, current)).toEqual([
      { fieldName: "practice", hasManyGroup: "workplaces", rowIndex: 0, value: "Smile Dental" },
      {
        fieldName: "practice",
        hasManyGroup: "workplaces",
        rowIndex: 1,
        value: "",
        isDeleted: true,
      },
      { fieldName: "hours", hasManyGroup: "workplaces", rowIndex: 1, value: "", isDeleted: true },
      { fieldName: "practice", hasManyGroup: "workplaces", rowIndex: 2, value: "Kids' Teeth" },
      { fieldName: "hours", hasManyGroup: "workplaces", rowIndex: 2, value: "12" },
    ]);
  });

  it("laid over the page's values give back the edited values", () => {
    const current = {
      ...baseline,
      first_name: "Mere",
      workplaces: [
        { practice: "", hours: "" },
        { practice: "Gone", hours: "1", __deleted: true },
        { practice: "Kids' Teeth", hours: "12" },
      ],
    };
    const records = editedFieldRecords(page, baseline, current);
    expect(applyEditedFields(page, baseline, records)).toEqual(current);
  });

  it("leave out records the page no longer has, and rows past the group's maximum", () => {
    const applied = applyEditedFields(page, baseline, [
      { fieldName: "removed_field", value: "x" },
      { fieldName: "secret", value: "from an old portal" },
      { fieldName: "practice", hasManyGroup: "workplaces", rowIndex: 5, value: "too far" },
      { fieldName: "practice", hasManyGroup: "other", rowIndex: 0, value: "no such group" },
      {
        fieldName: "first_name",
        hasManyGroup: "workplaces",
        rowIndex: 0,
        value: "not a row field",
      },
    ]);
    expect(applied).toEqual(baseline);
  });

  it("stored copies are checked", () => {
    expect(isEditedFieldRecord({ fieldName: "a", value: ["x", 2] })).toBe(true);
    expect(isEditedFieldRecord({ fieldName: "a", rowIndex: -1 })).toBe(false);
    expect(isEditedFieldRecord({ fieldName: "a", value: { nested: true } })).toBe(false);
    expect(isEditedFieldRecord("a")).toBe(false);
  });
});
