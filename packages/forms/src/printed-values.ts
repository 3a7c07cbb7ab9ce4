import type { Field, FieldValue } from "@portal/contract";

// How the form PDF prints a value (SPEC §4 "Process page"): as the person saw it on the form –
// dates DD/MM/YYYY, option labels rather than ids, file names, Yes/No for a plain checkbox.

/** Prints one non-empty, non-list value of a field (`row`: its row in a repeating group). */
export type PrintValue = (field: Field, value: FieldValue, row?: number) => string;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/;

/** The name of the option `id` among the field's options (its row's, then its own), else the id. */
export function optionLabel(field: Field, id: string | number, row?: number): string {
  const details = row === undefined ? field.fieldDetails : field.hasManyFieldDetails?.[row];
  const options = details?.options ?? field.fieldDetails?.options ?? [];
  const found = options.find((o) => String(o.id) === String(id));
  return found ? found.name : String(id);
}

export const asText: PrintValue = (_field, value) => String(value);

export const asDate: PrintValue = (_field, value) => {
  const m = isoDate.exec(String(value));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : String(value);
};

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
