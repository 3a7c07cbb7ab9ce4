// Where a draft's stored answers go on a new version, and which would be left without a place.
import type { PageValues } from "@portal/forms";
import { describe, expect, it } from "vitest";
import { baseDefinition, EditedDefinition } from "../../../../test/definition-edits.ts";
import { loadDefinitionFile } from "../definitions/load/load-definitions.ts";
import { planMoves } from "./draft-moves.ts";

/** A one-page definition `T` with the given fields (YAML flow maps) and top-level extras. */
const version = (fields: string[], extra = "") =>
  loadDefinitionFile(
    `code: T\nname: T\npages:\n  - code: about\n    name: About\n    sections:\n` +
      `      - title: About\n        fieldGroups:\n          - groupId: g\n            fields:\n` +
      fields.map((f) => `              - ${f}\n`).join("") +
      `          - groupId: jobs\n            hasMany: true\n            fields:\n` +
      `              - { fieldName: employer, label: Employer, renderType: text }\n${extra}`,
    "t.yaml",
  );
const name = "{ fieldName: name, label: Name, renderType: text }";
const colour = (ids: string[]) =>
  `{ fieldName: colour, label: Colour, renderType: select, fieldDetails: { options: [${ids
    .map((id) => `{ id: ${id}, name: ${id} }`)
    .join(", ")}] } }`;
const draft = (formId: number, about: PageValues) => ({
  formId,
  version: 1,
  saved: { about },
});

describe("planMoves", () => {
  it("moves answers whose questions stay, and ignores empty answers to removed ones", () => {
    const plan = planMoves(version([name]), [
      draft(1, { name: "Aroha", colour: "", jobs: [{ employer: "Smile Dental" }] }),
    ]);
    expect(plan.orphans).toEqual([]);
    expect(plan.moved[0]!.saved).toEqual({
      about: { name: "Aroha", jobs: [{ employer: "Smile Dental" }] },
    });
  });

  it("names each orphaned answer once, with how many drafts hold it", () => {
    const plan = planMoves(version([name, colour(["red"])]), [
      draft(1, { colour: "blue", nickname: "Ro" }),
      draft(2, { colour: "blue", name: [{ first: "A" }] }),
      draft(3, { jobs: "Smile Dental" }),
    ]);
    expect(plan.orphans).toEqual([
      {
        path: "about.colour",
        reason: 'option "blue" is no longer offered by "colour"',
        drafts: 2,
      },
      {
        path: "about.nickname",
        reason: 'no question "nickname" on page "about" of the new version',
        drafts: 1,
      },
      {
        path: "about.name",
        reason: `a repeating group's rows cannot become the single field "name"`,
        drafts: 1,
      },
      {
        path: "about.jobs",
        reason: 'a single answer cannot become the repeating group "jobs"',
        drafts: 1,
      },
    ]);
  });

  it("follows renames (two pages into one merges them) and retires removed answers", () => {
    const target = version(
      [name, "{ fieldName: company, label: Company, renderType: text }"],
      "drafts:\n  earlierVersions: move\n" +
        "  renamed: { contact: about, contact.full_name: about.name, about.jobs.firm: about.jobs.employer }\n" +
        "  removed: [about.fax]\n",
    );
    const plan = planMoves(target, [
      {
        formId: 7,
        version: 2,
        saved: {
          about: { fax: "04 555 0100", jobs: [{ firm: "Smile Dental" }] },
          contact: { full_name: "Aroha Ngata", company: "Ngata Ltd" },
        },
      },
    ]);
    expect(plan.orphans).toEqual([]);
    expect(plan.moved).toEqual([
      {
        formId: 7,
        fromVersion: 2,
        saved: {
          about: {
            jobs: [{ employer: "Smile Dental" }],
            name: "Aroha Ngata",
            company: "Ngata Ltd",
          },
        },
        retired: [{ path: "about.fax", value: "04 555 0100" }],
      },
    ]);
  });

  it("keeps an answer at its page and name when its question turns repeating and back", () => {
    // The property test's smallest counterexample: p1.b, a select, became the repeating group
    // b and then the single text question b again, neither said in the drafts block. Between
    // the two versions that is only a changed render type: the answer has its place.
    const edited = new EditedDefinition(baseDefinition("T"));
    const edit = { declared: false, required: false, toType: "text" } as const;
    edited.apply({ ...edit, kind: "singleToRepeating", pick: 1 });
    edited.apply({ ...edit, kind: "repeatingToSingle", pick: 50 });
    const next = { ...edited.definition, drafts: edited.draftsBlock() };
    const target = loadDefinitionFile(JSON.stringify(next), "t.yaml");
    const plan = planMoves(target, [{ formId: 1, version: 1, saved: { p1: { b: "x" } } }]);
    expect(plan.orphans).toEqual([]);
    expect(plan.moved[0]!.saved).toEqual({ p1: { b: "x" } });
    expect(plan.moved[0]!.retired).toEqual([]);
    expect(target.pagesByCode.get("p1")!.plainFields.get("b")!.renderType).toBe("text");
    // The oracle the property test checks moves against must say the same place.
    expect(edited.tracked.get("p1.b")!.at).toBe("p1.b");
  });
});
