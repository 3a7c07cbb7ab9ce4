import type { Field, Section } from "@portal/contract";
import { renderLimits } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf-text.ts";
import { printedTextLength, printForm } from "./form-pdf.ts";

/** A choice field with the options chosen, as the portal's payload carries them. */
const choice = (
  renderType: Field["renderType"],
  label: string,
  chosen: Array<[string | number, string]>,
): Field => ({
  fieldName: label.toLowerCase(),
  label,
  renderType,
  value: renderType.endsWith("multi") ? chosen.map(([id]) => id) : chosen[0]![0],
  fieldDetails: { options: chosen.map(([id, name]) => ({ id, name })) },
});

const choices: Section[] = [
  {
    title: "Your answers",
    fieldGroups: [
      {
        groupId: "g",
        fields: [
          choice("select", "Profession", [["dental_hygienist", "Dental hygienist"]]),
          choice("select_multi", "Scopes", [
            ["dental_hygiene", "Dental hygiene practice"],
            ["orthodontic_auxiliary_practice", "Orthodontic auxiliary practice"],
          ]),
          choice("radio", "Met your peer", [[17, "Not yet"]]),
          choice("country", "Country", [["WS", "Samoa"]]),
          choice("country_multi", "Citizenships", [
            ["NZ", "New Zealand"],
            ["TO", "Tonga"],
          ]),
          { fieldName: "agreed", label: "Agreed", renderType: "checkbox", value: true },
          { fieldName: "trained", label: "Trained", renderType: "date", value: "2025-02-03" },
        ],
      },
    ],
  },
];

describe("the form PDF", () => {
  it("prints each choice by its label and dates DD/MM/YYYY, never the stored codes", async () => {
    const text = pdfText(
      Buffer.from(await printForm({ name: "Choices", code: "CH-1", sections: choices })),
    );
    for (const shown of [
      "Dental hygienist",
      "Dental hygiene practice, Orthodontic auxiliary practice",
      "Not yet",
      "Samoa",
      "New Zealand, Tonga",
      "Yes",
      "03/02/2025",
    ]) {
      expect(text).toContain(shown);
    }
    for (const code of ["dental_hygienist", "dental_hygiene", "WS", "2025-02-03"]) {
      expect(text).not.toContain(code);
    }
  });

  it("counts the option names a value prints, not its short ids", () => {
    const options = Array.from({ length: 1_000 }, (_, i) => ({ id: i, name: "n".repeat(1_000) }));
    const sections: Section[] = [
      {
        fieldGroups: [
          {
            groupId: "g",
            fields: [
              {
                fieldName: "f",
                renderType: "select_multi",
                value: options.map((o) => o.id),
                fieldDetails: { options },
              },
            ],
          },
        ],
      },
    ];
    expect(printedTextLength(sections)).toBeGreaterThan(renderLimits.printedText);
  });
});
