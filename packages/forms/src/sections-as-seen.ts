import type { Field, FieldDetails, FieldValue, Option, Section } from "@portal/contract";
import { type GroupRow, type PageValues, readValue, rowsOf } from "./page-values.ts";
import { carriesValue } from "./render-types.ts";
import { liveRows } from "./repeating-groups.ts";
import { isFieldHidden, isGroupHidden } from "./visibility.ts";

/**
 * The options a field showed (in `row` of a repeating group): those its endpoint served, or
 * the country list; undefined keeps the definition's own `fieldDetails.options`.
 */
export type OptionsOf = (field: Field, row?: GroupRow) => readonly Option[] | undefined;

const noOptions: OptionsOf = () => undefined;

// The printer maps ids to option names (printedValue), so a field carries the options of its
// chosen values: the PDF then shows exactly what the form showed, the service counts the
// printed names against its limits, and a payload never carries a whole list (a country list,
// a thousand options) only to print one name of it.
function chosenOnly(
  details: FieldDetails | undefined,
  shown: readonly Option[] | undefined,
  value: FieldValue | undefined,
): FieldDetails | undefined {
  const options = shown ?? details?.options;
  if (!options || value === undefined || value === null || typeof value === "boolean") {
    return details;
  }
  const chosen = new Set((Array.isArray(value) ? value : [value]).map((v) => String(v)));
  return { ...details, options: options.filter((o) => chosen.has(String(o.id))) };
}

function plainField(field: Field, values: PageValues, optionsOf: OptionsOf): Field {
  const value = readValue(field.fieldName, values) as FieldValue | undefined;
  return {
    ...field,
    value,
    fieldDetails: chosenOnly(field.fieldDetails, optionsOf(field), value),
  };
}

/**
 * A repeating group's field, one value per live row; undefined when the expressions hid it in
 * every row. A row where it was hidden prints nothing.
 */
function repeatingField(
  field: Field,
  rows: readonly GroupRow[],
  values: PageValues,
  optionsOf: OptionsOf,
): Field | undefined {
  const shown = rows.map((row) => !isFieldHidden(field, values, row));
  if (rows.length > 0 && !shown.includes(true)) return undefined;
  const cells = rows.map((row, i) => (shown[i] ? (row[field.fieldName] ?? null) : null));
  return {
    ...field,
    value: cells as FieldValue[],
    // A row where the field was hidden asks for no options: it prints nothing to name.
    hasManyFieldDetails: rows.map((row, i) =>
      shown[i] ? (chosenOnly(field.fieldDetails, optionsOf(field, row), cells[i]) ?? {}) : {},
    ),
  };
}

/**
 * A page's sections as the person saw them with `values`, for the PDF (SPEC §4 "Process
 * page"): groups and fields the expressions hid are left out – by the very rules the form
 * screen applies (visibility.ts) – deleted rows of a repeating group too, and each field
 * holds its value (a repeating group's field one per live row) and the options it showed for it.
 */
export function sectionsAsSeen(
  sections: readonly Section[],
  values: PageValues,
  optionsOf: OptionsOf = noOptions,
): Section[] {
  return sections.map((section) => ({
    ...section,
    fieldGroups: section.fieldGroups
      .filter((group) => !isGroupHidden(group, values))
      .map((group) => {
        const fields = group.fields.filter(carriesValue);
        if (group.hasMany !== true) {
          return {
            ...group,
            fields: fields
              .filter((field) => !isFieldHidden(field, values))
              .map((field) => plainField(field, values, optionsOf)),
          };
        }
        const rows = liveRows(rowsOf(values, group.groupId));
        return {
          ...group,
          fields: fields.flatMap((field) => repeatingField(field, rows, values, optionsOf) ?? []),
        };
      }),
  }));
}
