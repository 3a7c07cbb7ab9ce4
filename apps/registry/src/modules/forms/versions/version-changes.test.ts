// The questions a move to a new version tells the practitioner of: new and changed ones only,
// never a field they do not answer.
import { describe, expect, it } from "vitest";
import { loadDefinitionFile } from "../definitions/load/load-definitions.ts";
import { versionChanges } from "./version-changes.ts";

/** A one-page definition `T` with the given fields (YAML flow maps). */
const version = (fields: string[]) =>
  loadDefinitionFile(
    `code: T\nname: T\npages:\n  - code: about\n    name: About\n    sections:\n` +
      `      - title: About\n        fieldGroups:\n          - groupId: g\n            fields:\n` +
      fields.map((f) => `              - ${f}\n`).join(""),
    "t.yaml",
  );
const name = "{ fieldName: name, label: Name, renderType: text }";

describe("versionChanges", () => {
  it("names new and changed questions, in page order", () => {
    const from = version([name, "{ fieldName: city, label: City, renderType: text }"]);
    const to = version([
      "{ fieldName: name, label: Your name, renderType: text }",
      "{ fieldName: city, label: City, renderType: text }",
      "{ fieldName: phone, label: Phone, renderType: text }",
    ]);
    expect(versionChanges(from, to)).toEqual([
      { page: "about", pageName: "About", label: "Your name", change: "changed" },
      { page: "about", pageName: "About", label: "Phone", change: "new" },
    ]);
  });

  it("leaves out what the practitioner never answers: a value the server sets, a disabled field", () => {
    const to = version([
      name,
      "{ fieldName: token, renderType: hidden }",
      "{ fieldName: year, label: Practising year, renderType: text, disabled: true }",
    ]);
    expect(versionChanges(version([name]), to)).toEqual([]);
  });
});
