import type { Field, Option, Section } from "@portal/contract";
import { describe, expect, it } from "vitest";
import {
  field,
  group,
  hiddenWhen,
  repeatingGroup,
  sectionsOf,
  shownWhen,
} from "./fixtures/factories.ts";
import type { PageValues } from "./page-values.ts";
import { printedValue } from "./render-types.ts";
import { type OptionsOf, sectionsAsSeen } from "./sections-as-seen.ts";

const professions: Option[] = [
  { id: "dentist", name: "Dentist" },
  { id: "dental_hygienist", name: "Dental hygienist" },
];
const yesNo = {
  options: [
    { id: 1, name: "Yes" },
    { id: 17, name: "No" },
  ],
};
const scopes: Option[] = [
  { id: "general_dental", name: "General dental practice" },
  { id: "dental_hygiene", name: "Dental hygiene practice" },
];
const countries: Option[] = [
  { id: "NZ", name: "New Zealand" },
  { id: "AU", name: "Australia" },
  { id: "WS", name: "Samoa" },
];

/** What the PDF prints for each field of the sections: label → text (a row's: label[i]). */
function printed(sections: Section[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const g of sections.flatMap((s) => s.fieldGroups)) {
    for (const f of g.fields) {
      if (g.hasMany) {
        (f.value as unknown[]).forEach((v, i) => {
          out[`${f.fieldName}[${i}]`] = printedValue(f, v as never, i);
        });
      } else out[f.fieldName] = printedValue(f, f.value as never);
    }
  }
  return out;
}

const endpoint = (name: string, overrides: Partial<Field> = {}) =>
  field(name, { fieldDetails: { endpoint: `/options/${name}` }, ...overrides });

// The portal's options as the form screen had them: endpoint lists and the country list.
const shownOptions: OptionsOf = (f) => {
  if (f.renderType === "country" || f.renderType === "country_multi") return countries;
  if (f.fieldName === "profession") return professions;
  if (f.fieldName === "scopes") return scopes;
  return undefined;
};

describe("sections as the person saw them (the form PDF)", () => {
  it("prints the label of every choice type, never its code", () => {
    const sections = sectionsOf(
      group("g", [
        endpoint("profession", { renderType: "select" }),
        field("peer_meetings", { renderType: "radio", fieldDetails: yesNo }),
        field("ticked", { renderType: "checkbox" }),
        field("area", {
          renderType: "checkbox",
          fieldDetails: { options: [{ id: "rural", name: "Rural practice" }] },
        }),
        field("country", { renderType: "country" }),
        endpoint("scopes", { renderType: "select_multi" }),
        field("nationalities", { renderType: "country_multi" }),
      ]),
    );
    const values: PageValues = {
      profession: "dentist",
      peer_meetings: 17,
      ticked: true,
      area: "rural",
      country: "WS",
      scopes: ["general_dental", "dental_hygiene"],
      nationalities: ["NZ", "AU"],
    };
    expect(printed(sectionsAsSeen(sections, values, shownOptions))).toEqual({
      profession: "Dentist",
      peer_meetings: "No",
      ticked: "Yes",
      area: "Rural practice",
      country: "Samoa",
      scopes: "General dental practice, Dental hygiene practice",
      nationalities: "New Zealand, Australia",
    });
  });

  it("carries only the options chosen, so a payload never holds a whole list", () => {
    const [section] = sectionsAsSeen(
      sectionsOf(group("g", [field("country", { renderType: "country" })])),
      { country: "NZ" },
      shownOptions,
    );
    expect(section?.fieldGroups[0]?.fields[0]?.fieldDetails?.options).toEqual([
      { id: "NZ", name: "New Zealand" },
    ]);
  });

  it("leaves out what the expressions hid: groups, fields, and a field in a row", () => {
    const sections = sectionsOf(
      group("answers", [
        field("convicted", { renderType: "radio", fieldDetails: yesNo }),
        field("details", {
          renderType: "textarea",
          ...shownWhen("convicted", 17),
        }),
      ]),
      group("extra", [field("extra_note")], hiddenWhen("convicted", 1)),
      repeatingGroup("places", [
        field("kind", { renderType: "select", fieldDetails: yesNo }),
        field("why", hiddenWhen("kind", 1)),
        field("never", shownWhen("kind", 99)),
      ]),
    );
    const values: PageValues = {
      convicted: 1,
      details: "an old answer, hidden since",
      extra_note: "hidden with its group",
      places: [
        { kind: 1, why: "hidden in this row", never: "x" },
        { kind: 17, why: "shown in this row", never: "y" },
      ],
    };
    const seen = sectionsAsSeen(sections, values);
    expect(seen[0]?.fieldGroups.map((g) => g.groupId)).toEqual(["answers", "places"]);
    expect(printed(seen)).toEqual({
      convicted: "Yes",
      "kind[0]": "Yes",
      "kind[1]": "No",
      "why[0]": "",
      "why[1]": "shown in this row",
    });
  });

  it("leaves out deleted rows and prints dates DD/MM/YYYY", () => {
    const sections = sectionsOf(
      group("g", [field("trained", { renderType: "date" })]),
      repeatingGroup("places", [
        field("name"),
        field("since", { renderType: "date" }),
        field("kind", { renderType: "select", fieldDetails: yesNo }),
      ]),
    );
    const values: PageValues = {
      trained: "2025-02-03",
      places: [
        { name: "Deleted Dental", since: "2020-01-01", kind: 1, __deleted: true },
        { name: "Rotorua Family Dental", since: "2024-11-30", kind: 17 },
      ],
    };
    expect(printed(sectionsAsSeen(sections, values))).toEqual({
      trained: "03/02/2025",
      "name[0]": "Rotorua Family Dental",
      "since[0]": "30/11/2024",
      "kind[0]": "No",
    });
  });
});

describe("the options asked for", () => {
  it("asks for a repeating field's options only in the rows where it was shown", () => {
    const sections = sectionsOf(
      repeatingGroup("places", [
        field("kind", { renderType: "select", fieldDetails: yesNo }),
        endpoint("profession", {
          renderType: "select",
          ...shownWhen("kind", 1),
        }),
      ]),
    );
    const values: PageValues = {
      places: [
        { kind: 17, profession: "dentist" },
        { kind: 1, profession: "dental_hygienist" },
      ],
    };
    const asked: string[] = [];
    const seen = sectionsAsSeen(sections, values, (f, row) => {
      if (f.fieldName === "profession") asked.push(String(row?.kind));
      return shownOptions(f, row);
    });
    expect(asked).toEqual(["1"]);
    expect(printed(seen)).toEqual({
      "kind[0]": "No",
      "kind[1]": "Yes",
      "profession[0]": "",
      "profession[1]": "Dental hygienist",
    });
  });
});
