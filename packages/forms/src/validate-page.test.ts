import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { annualDeclarationPage } from "./fixtures/annual-declaration-page.ts";
import { field, group, pageOf, repeatingGroup } from "./fixtures/factories.ts";
import { qualificationsPage } from "./fixtures/qualifications-page.ts";
import type { PageValues } from "./page-values.ts";
import { validatePage } from "./validate-page.ts";

const REQUIRED = "This field is required";

const completeQualification = {
  qualification_name: "Bachelor of Dental Surgery",
  institution: "University of Otago",
  country: "NZ",
  date_awarded: "2019-12-06",
  certificate: [],
};

describe("validatePage on the annual declaration", () => {
  const valid: PageValues = {
    cpd_completed: 1,
    contact_email: "ana@example.nz",
    declaration_date: "01/04/2025",
    declaration_agreed: true,
  };

  it("passes a complete page", () => {
    expect(validatePage(annualDeclarationPage, valid)).toEqual({});
  });

  it("reports each missing required field by name", () => {
    expect(validatePage(annualDeclarationPage, {})).toEqual({
      cpd_completed: REQUIRED,
      contact_email: REQUIRED,
      declaration_date: REQUIRED,
      declaration_agreed: REQUIRED,
    });
  });

  it("requires the explanation only once 'No' (17) makes it visible", () => {
    expect(validatePage(annualDeclarationPage, { ...valid, cpd_completed: "17" })).toEqual({
      cpd_explanation: REQUIRED,
    });
  });

  it("reports format errors beside required ones", () => {
    const errors = validatePage(annualDeclarationPage, {
      ...valid,
      declaration_date: "31/02/2025",
      hours_per_week: "about forty",
    });
    expect(errors).toEqual({
      declaration_date: "Please enter a valid date",
      hours_per_week: "Please enter a valid number",
    });
  });
});

describe("validatePage on the qualifications page", () => {
  const base: PageValues = { scopes: ["dentist"], trained_overseas: false };

  it("keys row errors as {groupId}[i].{fieldName}", () => {
    const errors = validatePage(qualificationsPage, {
      ...base,
      qualifications: [{ ...completeQualification, institution: "" }],
    });
    expect(errors).toEqual({ "qualifications[0].institution": REQUIRED });
  });

  it("checks the minimum rows even when the post has none", () => {
    const errors = validatePage(qualificationsPage, { ...base, qualifications: [] });
    expect(Object.keys(errors).sort()).toEqual([
      "qualifications[0].assessed_by_council",
      "qualifications[0].country",
      "qualifications[0].date_awarded",
      "qualifications[0].institution",
      "qualifications[0].qualification_name",
    ]);
  });

  it("skips extra rows beyond the minimum that are entirely empty", () => {
    const emptyRow = { qualification_name: "", institution: "", country: "", certificate: [] };
    const errors = validatePage(qualificationsPage, {
      ...base,
      qualifications: [completeQualification, emptyRow],
    });
    expect(errors).toEqual({});
  });

  it("checks an extra row as soon as one of its fields has a value", () => {
    const errors = validatePage(qualificationsPage, {
      ...base,
      qualifications: [completeQualification, { qualification_name: "MDS", country: "NZ" }],
    });
    expect(errors).toEqual({
      "qualifications[1].institution": REQUIRED,
      "qualifications[1].date_awarded": REQUIRED,
    });
  });

  it("ignores deleted rows and numbers the rest from 0", () => {
    const errors = validatePage(qualificationsPage, {
      ...base,
      qualifications: [
        { qualification_name: "", __deleted: true },
        { ...completeQualification, date_awarded: "30/02/2020" },
      ],
    });
    expect(errors).toEqual({ "qualifications[0].date_awarded": "Please enter a valid date" });
  });

  it("reads row-level expressions from the same row", () => {
    const overseas = { ...completeQualification, country: "AU" };
    const errors = validatePage(qualificationsPage, {
      ...base,
      qualifications: [completeQualification, overseas],
    });
    expect(errors).toEqual({ "qualifications[1].assessed_by_council": REQUIRED });
  });

  it("validates a group only while it is shown", () => {
    const rows = { qualifications: [completeQualification] };
    expect(validatePage(qualificationsPage, { ...base, ...rows })).toEqual({});
    expect(validatePage(qualificationsPage, { ...base, ...rows, trained_overseas: true })).toEqual({
      overseas_registration_number: REQUIRED,
    });
  });

  it("reports more live rows than maxRows against the group id", () => {
    const rows = Array.from({ length: 6 }, () => completeQualification);
    expect(validatePage(qualificationsPage, { ...base, qualifications: rows })).toEqual({
      qualifications: "Too many rows have been added. Please keep up to 5 rows.",
    });
  });

  it("reports too many scopes selected", () => {
    const errors = validatePage(qualificationsPage, {
      scopes: ["dentist", "hygienist", "oht"],
      qualifications: [completeQualification],
    });
    expect(errors).toEqual({
      scopes: "Too many options have been selected. Please select up to 2 options.",
    });
  });
});

describe("validatePage skips what the user cannot answer", () => {
  it("skips disabled, hidden-type and expression-hidden fields", () => {
    const page = pageOf(
      group("g", [
        field("locked", { required: true, disabled: true }),
        field("server_id", { renderType: "hidden", required: true }),
        field("shown_if", { required: true, showExpression: [{ fieldName: "x", value: 1 }] }),
        field("off_if", { required: true, disableExpression: [{ fieldName: "x", value: "" }] }),
      ]),
    );
    expect(validatePage(page, {})).toEqual({});
    expect(validatePage(page, { x: 1 })).toEqual({ shown_if: REQUIRED, off_if: REQUIRED });
  });
});

describe("validatePage never trusts its input", () => {
  const page = pageOf(
    group("g", [
      field("d", { renderType: "date", required: true }),
      field("f", { renderType: "file_upload", maxFileSize: 10, maxUploads: 1 }),
      field("m", { renderType: "select_multi", maxSelected: 1 }),
    ]),
    repeatingGroup("rows", [field("n", { required: true }), field("e", { renderType: "email" })]),
  );

  it("answers with messages for arbitrary JSON values and never throws", () => {
    const anyName = fc.constantFrom("d", "f", "m", "rows", "n", "e", "__proto__", "constructor");
    fc.assert(
      fc.property(fc.dictionary(anyName, fc.jsonValue()), (values) => {
        const errors = validatePage(page, values as PageValues);
        for (const message of Object.values(errors)) expect(typeof message).toBe("string");
      }),
    );
  });
});
