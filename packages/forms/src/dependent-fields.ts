import type { Field, FieldValue } from "@portal/contract";
import { type GroupRow, isEmptyValue, type PageValues, readValue } from "./page-values.ts";

/** A field another field's options depend on. */
export type Dependency = { fieldName: string; isHasMany: boolean };

/**
 * What a field depends on: `dependsOn` (fieldName, fieldGroupName, isHasMany), or else the
 * plain names in `fieldDetails.dependsOn` – definitions use either.
 */
export function dependenciesOf(field: Field): Dependency[] {
  if (field.dependsOn && field.dependsOn.length > 0) {
    return field.dependsOn.map((d) => ({
      fieldName: d.fieldName,
      isHasMany: d.isHasMany === true,
    }));
  }
  return (field.fieldDetails?.dependsOn ?? []).map((fieldName) => ({
    fieldName,
    isHasMany: false,
  }));
}

/**
 * The values a dependent field's option endpoint is asked with (SPEC §4): by fieldName, or
 * null when any of them is empty – the options are then empty and nothing is fetched. A field
 * with no dependencies gets `{}` (load once). Pass the row for a field in a repeating group: a
 * dependency marked isHasMany is read from that row only, since "the same row's value" is the
 * only meaning it can have; without a row it counts as empty.
 *
 * The portal reloads options when this result changes (compare with JSON.stringify).
 */
export function dependencyValues(
  field: Field,
  values: PageValues,
  row?: GroupRow,
): Record<string, FieldValue> | null {
  const entries: [string, FieldValue][] = [];
  for (const dependency of dependenciesOf(field)) {
    const value = dependency.isHasMany
      ? row && Object.hasOwn(row, dependency.fieldName)
        ? row[dependency.fieldName]
        : undefined
      : readValue(dependency.fieldName, values, row);
    if (isEmptyValue(value) || !isScalarOrList(value)) return null;
    entries.push([dependency.fieldName, value]);
  }
  return Object.fromEntries(entries);
}

// Rows (a group id) or uploaded files are no value to send to an options endpoint.
function isScalarOrList(value: FieldValue | GroupRow[] | undefined): value is FieldValue {
  if (!Array.isArray(value)) return value !== undefined;
  return value.every((item) => typeof item === "string" || typeof item === "number");
}

/** The endpoint a field loads its options from, if any (field or fieldDetails). */
export function optionsEndpointOf(field: Field): string | undefined {
  return field.endpoint || field.fieldDetails?.endpoint || undefined;
}
