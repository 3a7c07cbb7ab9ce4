import { type Field, type FieldValue, fieldValueSchema } from "@portal/contract";
import { type GroupRow, groupsOf, type PageDefinition, type PageValues } from "./page-values.ts";
import { emptyValueFor, traitsOf, valueFieldsOf } from "./render-types.ts";
import { rowLimits } from "./repeating-groups.ts";

/** Query-string values, e.g. `Object.fromEntries(new URLSearchParams(search))`. */
export type QueryValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * The values a page starts with: each field's `value` from the server (or its empty value),
 * repeating groups as rows built from the per-row value lists (at least `minRows` rows), then
 * query-string values over ordinary fields (SPEC §2: "Query-string values are used as initial
 * field values" – how a chosen peer comes back into the form). Query keys that name no
 * ordinary field of the page are ignored, so `returnUrl` and friends never become values.
 * html_display fields carry no value and are left out.
 */
export function initialValuesFromPage(page: PageDefinition, query: QueryValues = {}): PageValues {
  const entries: [string, FieldValue | GroupRow[]][] = [];
  for (const group of groupsOf(page)) {
    const fields = valueFieldsOf(group);
    if (group.hasMany === true) {
      entries.push([group.groupId, initialRows(fields, rowLimits(group))]);
      continue;
    }
    for (const field of fields) {
      const fromQuery = Object.hasOwn(query, field.fieldName)
        ? queryValueFor(field, query[field.fieldName])
        : undefined;
      entries.push([
        field.fieldName,
        fromQuery ?? asFieldValue(field, field.value) ?? emptyValueFor(field),
      ]);
    }
  }
  return Object.fromEntries(entries);
}

// A value the server sent in a shape no field can hold is treated as no value. So is `false`
// or `null` for a field whose value cannot be one (an Odoo back office sends `false` for an
// empty value of any type): a text box starts empty, not with "false"; a checkbox unticked.
function asFieldValue(field: Field, value: unknown): FieldValue | undefined {
  if (value === undefined) return undefined;
  if (
    (value === false || value === null) &&
    !("value" in traitsOf(field.renderType).value.onWire(value))
  )
    return undefined;
  const parsed = fieldValueSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function initialRows(fields: Field[], limits: { min: number; max: number }): GroupRow[] {
  // In a repeating group `value` is a list indexed by row (SPEC §3); a lone value is row 0's.
  const perRow = fields.map((field) =>
    field.value === undefined ? [] : Array.isArray(field.value) ? field.value : [field.value],
  );
  const count = Math.max(Math.min(limits.min, limits.max), ...perRow.map((list) => list.length));
  return Array.from({ length: count }, (_, row) =>
    Object.fromEntries(
      fields.map((field, f) => [
        field.fieldName,
        asFieldValue(field, perRow[f]![row]) ?? emptyValueFor(field),
      ]),
    ),
  );
}

// Query values are text; each render type's value kind gives them the shape its inputs hold.
function queryValueFor(
  field: Field,
  raw: string | readonly string[] | undefined,
): FieldValue | undefined {
  if (raw === undefined) return undefined;
  return traitsOf(field.renderType).value.fromQuery(typeof raw === "string" ? [raw] : raw);
}
