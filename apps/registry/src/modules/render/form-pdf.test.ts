import type { Section } from "@portal/contract";
import { renderLimits } from "@portal/contract";
import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf-text.ts";
import { printedTextLength, printForm } from "./form-pdf.ts";

const choices: Section[] = [
  {
    title: "Your answers",
    fieldGroups: [
      {
        groupId: "g",
        fields: [
          {
            fieldName: "practice_type",
            label: "Profession",
            renderType: "select",
            value: "dental_hygienist",
            fieldDetails: { options: [{ id: "dental_hygienist", name: "Dental hygienist" }] },
          },
          {
            fieldName: "scopes",
            label: "Scopes",
            renderType: "select_multi",
            value: ["dental_hygiene", "orthodontic_auxiliary_practice"],
            fieldDetails: {
              options: [
                { id: "dental_hygiene", name: "Dental hygiene practice" },
                { id: "orthodontic_auxiliary_practice", name: "Orthodontic auxiliary practice" },
              ],
            },
          },
          {
            fieldName: "peer_meetings",
            label: "Met your peer",
            renderType: "radio",
            value: 17,
            fieldDetails: { options: [{ id: 17, name: "Not yet" }] },
          },
          {
            fieldName: "country",
            label: "Country",
            renderType: "country",
            value: "WS",
            fieldDetails: { options: [{ id: "WS", name: "Samoa" }] },
          },
          {
            fieldName: "citizenships",
            label: "Citizenships",
            renderType: "country_multi",
            value: ["NZ", "TO"],
            fieldDetails: {
              options: [
                { id: "NZ", name: "New Zealand" },
                { id: "TO", name: "Tonga" },
              ],
            },
          },
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
