import { describe, expect, it } from "vitest";
import { field, group, pageOf, repeatingGroup } from "./fixtures/factories.ts";
import { peerRelationshipPage } from "./fixtures/peer-relationship-page.ts";
import { qualificationsPage } from "./fixtures/qualifications-page.ts";
import { initialValuesFromPage } from "./initial-values.ts";

describe("initialValuesFromPage", () => {
  it("takes each field's value, or its empty value, and ignores html_display", () => {
    const page = pageOf(
      group("g", [
        field("surname", { value: "Ngata" }),
        field("hours", { renderType: "float", value: 37.5 }),
        field("agree", { renderType: "checkbox" }),
        field("scopes", { renderType: "select_multi", value: ["dentist"] }),
        field("evidence", { renderType: "file_upload" }),
        field("intro", { renderType: "html_display", value: "<p>hi</p>" }),
      ]),
    );
    expect(initialValuesFromPage(page)).toEqual({
      surname: "Ngata",
      hours: 37.5,
      agree: false,
      scopes: ["dentist"],
      evidence: [],
    });
  });

  it("builds rows from per-row value lists", () => {
    const page = pageOf(
      repeatingGroup("q", [
        field("name", { value: ["BDS", "MDS"] }),
        field("year", { value: ["2010"] }),
        field("notes", { renderType: "html_display" }),
      ]),
    );
    expect(initialValuesFromPage(page)).toEqual({
      q: [
        { name: "BDS", year: "2010" },
        { name: "MDS", year: "" },
      ],
    });
  });

  it("reads a multi-select's per-row lists", () => {
    const page = pageOf(
      repeatingGroup("q", [field("tags", { renderType: "select_multi", value: [["a", "b"], []] })]),
    );
    expect(initialValuesFromPage(page)).toEqual({ q: [{ tags: ["a", "b"] }, { tags: [] }] });
  });

  it("gives a repeating group at least minRows rows", () => {
    const values = initialValuesFromPage(qualificationsPage);
    expect(values.qualifications).toEqual([
      {
        qualification_name: "",
        institution: "",
        country: "",
        date_awarded: "",
        assessed_by_council: "",
        certificate: [],
      },
    ]);
    const none = pageOf(repeatingGroup("q", [field("n")], { minRows: 0 }));
    expect(initialValuesFromPage(none)).toEqual({ q: [] });
  });

  it("lets query-string values override ordinary fields", () => {
    const values = initialValuesFromPage(peerRelationshipPage, {
      peer_person_id: "P-2041",
      peer_name: "Dr Aroha Ngata",
      peer_relationship_start_date: "2025-03-01",
      confirm_peer: "true",
      returnUrl: "/form/apc/abc/peer",
    });
    expect(values).toEqual({
      peer_person_id: "P-2041",
      peer_name: "Dr Aroha Ngata",
      peer_relationship_start_date: "2025-03-01",
      district: "",
      suburb: "",
      confirm_peer: true,
    });
  });

  it("shapes query text to the render type", () => {
    const page = pageOf(
      group("g", [
        field("when", { renderType: "date", value: "2020-01-01" }),
        field("scopes", { renderType: "select_multi" }),
        field("agree", { renderType: "checkbox", value: true }),
        field("files", { renderType: "file_upload" }),
      ]),
      repeatingGroup("rows", [field("n")]),
    );
    const values = initialValuesFromPage(page, {
      when: "5/3/2024",
      scopes: ["a", "b"],
      agree: "0",
      files: "x",
      n: "not a plain field",
    });
    expect(values).toEqual({
      when: "2024-03-05",
      scopes: ["a", "b"],
      agree: false,
      files: [],
      rows: [{ n: "" }],
    });
  });

  it("reads an Odoo-style false or null as no value, but for a checkbox or a hidden field", () => {
    const page = pageOf(
      group("g", [
        field("surname", { value: false }),
        field("born", { renderType: "date", value: false }),
        field("hours", { renderType: "float", value: null }),
        field("practice", { renderType: "select", value: false }),
        field("scopes", { renderType: "select_multi", value: false }),
        field("evidence", { renderType: "file_upload", value: false }),
        field("agree", { renderType: "checkbox", value: null }),
        field("ticked", { renderType: "checkbox", value: true }),
        field("flag", { renderType: "hidden", value: false }),
      ]),
      repeatingGroup("rows", [field("title", { value: [false, "BDS"] })]),
    );
    expect(initialValuesFromPage(page)).toEqual({
      surname: "",
      born: "",
      hours: "",
      practice: "",
      scopes: [],
      evidence: [],
      agree: false,
      ticked: true,
      flag: false,
      rows: [{ title: "" }, { title: "BDS" }],
    });
  });

  it("treats a server value no field can hold as no value", () => {
    const page = pageOf(group("g", [field("odd", { value: [["nested"]] })]));
    expect(initialValuesFromPage(page)).toEqual({ odd: "" });
  });
});
