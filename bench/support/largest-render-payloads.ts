// The largest render payloads the endpoint accepts (@portal/contract renderLimits),
// each in a shape that costs the PDF layout most: the figures bench:pdf prints for them are
// the most one accepted render may cost.
import { type Field, renderLimits, type Section } from "@portal/contract";

const textarea = (name: string, value: string): Field => ({
  fieldName: name,
  label: name,
  renderType: "textarea",
  value,
});
/** Four values just under the 50,000-character limit: 4 × 49,000 ≈ the 200,000 in all. */
const fourValues = (make: (length: number) => string): Section[] => [
  {
    title: "x".repeat(renderLimits.heading),
    fieldGroups: [
      { groupId: "g", fields: [1, 2, 3, 4].map((i) => textarea(`Answer ${i}`, make(49_000))) },
    ],
  },
];

function mostFieldsAndRows(): Section[] {
  const columns = 10;
  const rows = renderLimits.listItems;
  const table: Field[] = Array.from({ length: columns }, (_, c) => ({
    fieldName: `column_${c}`,
    label: `Column ${c}`,
    renderType: "text",
    value: Array.from({ length: rows }, (_, r) => `r${r}`),
  }));
  const plain = Array.from(
    { length: renderLimits.fields - columns },
    (_, i): Field => ({
      fieldName: `f${i}`,
      label: `Field ${i}`,
      renderType: "text",
      value: `Value ${i}`,
    }),
  );
  return [
    { title: "Table", fieldGroups: [{ groupId: "rows", hasMany: true, fields: table }] },
    // 199 groups of 10 fields, within a section's 200 groups.
    {
      title: "Fields",
      fieldGroups: Array.from({ length: plain.length / 10 }, (_, g) => ({
        groupId: `g${g}`,
        fields: plain.slice(g * 10, g * 10 + 10),
      })),
    },
  ];
}

export const largestPayloads = (): Array<[string, Section[]]> => [
  ["200,000 characters of 2-character words", fourValues((n) => "a ".repeat(n / 2))],
  ["200,000 characters of unbroken runs", fourValues((n) => "x".repeat(n))],
  ["200,000 CJK characters (a word each)", fourValues((n) => "字".repeat(n))],
  ["2,000 fields, 1,000 rows × 10 columns", mostFieldsAndRows()],
];
