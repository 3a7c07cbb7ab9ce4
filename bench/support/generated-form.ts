// The benchmark workload of DESIGN §5: 10 pages × 50 fields plus one repeating
// group of 200 rows × 5 fields, shared by the service and the browser benchmarks so both
// measure the same form.
export const PAGES = 10;
export const FIELDS_PER_PAGE = 50;
export const ROWS = 200;
export const ROW_FIELDS = 5;

const renderTypeOf = (i: number) =>
  (["text", "textarea", "date", "float", "select"] as const)[i % 5]!;

function field(name: string, i: number, required: boolean) {
  return {
    fieldName: name,
    label: `Question ${name}`,
    renderType: renderTypeOf(i),
    ...(required && i % 3 === 0 ? { required: true } : {}),
    ...(renderTypeOf(i) === "select"
      ? {
          fieldDetails: {
            options: [
              { id: 1, name: "One" },
              { id: 2, name: "Two" },
            ],
          },
        }
      : {}),
  };
}

export interface GeneratedFormOptions {
  code: string;
  name: string;
  /** The page that carries the 200-row repeating group. */
  rowsPage: number;
  /** Mark every third field required (the service benchmark validates them). */
  required?: boolean;
}

/** The form definition, in the shape of a YAML file under apps/registry/forms/. */
export function generatedFormDefinition({
  code,
  name,
  rowsPage,
  required = false,
}: GeneratedFormOptions) {
  return {
    code,
    name,
    pages: Array.from({ length: PAGES }, (_, p) => ({
      code: `page_${p}`,
      name: `Page ${p}`,
      sections: [
        {
          title: `Section ${p}`,
          fieldGroups: [
            {
              groupId: `group_${p}`,
              fields: Array.from({ length: FIELDS_PER_PAGE }, (_, f) =>
                field(`p${p}_f${f}`, f, required),
              ),
            },
            ...(p === rowsPage
              ? [
                  {
                    groupId: "rows",
                    headerText: "Row",
                    hasMany: true,
                    minRows: 1,
                    maxRows: 500,
                    fields: Array.from({ length: ROW_FIELDS }, (_, f) =>
                      field(`r_f${f}`, f, required),
                    ),
                  },
                ]
              : []),
          ],
        },
      ],
    })),
  };
}

/** A valid answer for field i (of row `row`), matching its render type. */
export const answerOf = (i: number, row = 0): string | number =>
  [`Answer ${i}/${row}`, `A longer answer for ${i}, row ${row}.`, "2026-03-01", "12.5", 2][i % 5]!;

/**
 * Page `p`'s values as the portal posts them (`flat`: repeating rows as `rows[i].name`) and as
 * the service saves them (`saved`: rows as a list); the rows are on `rowsPage`.
 */
export function pageValues(p: number, rowsPage: number) {
  const flat: Record<string, unknown> = {};
  const saved: Record<string, unknown> = {};
  for (let f = 0; f < FIELDS_PER_PAGE; f++)
    flat[`p${p}_f${f}`] = saved[`p${p}_f${f}`] = answerOf(f);
  if (p === rowsPage) {
    const rows = Array.from({ length: ROWS }, (_, r) =>
      Object.fromEntries(Array.from({ length: ROW_FIELDS }, (_, f) => [`r_f${f}`, answerOf(f, r)])),
    );
    saved.rows = rows;
    rows.forEach((row, r) => {
      for (const [name, value] of Object.entries(row)) flat[`rows[${r}].${name}`] = value;
    });
  }
  return { flat, saved };
}
