import type { Field, FieldValue, Option } from "@portal/contract";
import { toDisplayDate } from "./date-format.ts";

// How the form PDF prints a value (SPEC §4 "Process page"): as the person saw it on the form –
// dates DD/MM/YYYY, option labels rather than ids, file names, Yes/No for a plain checkbox.

/** Prints one non-empty, non-list value of a field (`row`: its row in a repeating group). */
export type PrintValue = (field: Field, value: FieldValue, row?: number) => string;

// Names by id, made once per list of options: a value of a thousand items among a thousand
// options costs a thousand look-ups, not a million comparisons.
const namesOf = new WeakMap<readonly Option[], Map<string, string>>();
function nameById(options: readonly Option[]): Map<string, string> {
  let names = namesOf.get(options);
  if (!names) {
    names = new Map(options.map((o) => [String(o.id), o.name]));
    namesOf.set(options, names);
  }
  return names;
}

/** The name of the option `id` among the field's options (its row's, then its own), else the id. */
export function optionLabel(field: Field, id: string | number, row?: number): string {
  const details = row === undefined ? field.fieldDetails : field.hasManyFieldDetails?.[row];
  const options = details?.options ?? field.fieldDetails?.options ?? [];
  return nameById(options).get(String(id)) ?? String(id);
}

export const asText: PrintValue = (_field, value) => String(value);

export const asDate: PrintValue = (_field, value) => toDisplayDate(String(value));

export const asOption: PrintValue = (field, value, row) =>
  optionLabel(field, value as string | number, row);

// A checkbox is Yes/No; one with options (a back-office tick list) shows the option's name.
export const asCheckbox: PrintValue = (field, value, row) => {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return field.fieldDetails?.options ? optionLabel(field, String(value), row) : String(value);
};

/** A list value whatever the type: file names, or the options' labels. */
export function printedList(field: Field, value: readonly unknown[], row?: number): string {
  return value
    .map((item) =>
      typeof item === "object" && item !== null
        ? (item as { fileName: string }).fileName
        : optionLabel(field, item as string | number, row),
    )
    .join(", ");
}
